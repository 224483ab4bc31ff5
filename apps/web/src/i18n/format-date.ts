// The date formatting lives in the contract, so the server's CSV exports and messages write
// the dates people see on screen; screens import it from here.
export { formatDate, formatMonth, formatTime, LOCALE_TAGS } from '@caffee/contract';
