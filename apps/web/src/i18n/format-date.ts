// The date formatting lives in the contract, so the server's CSV exports write the dates
// people see on screen; screens import it from here.
export { formatDate, LOCALE_TAGS } from '@caffee/contract';
