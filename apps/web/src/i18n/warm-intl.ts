/**
 * The first `Intl` formatter a page makes loads the browser's locale data: ~11 ms here, four
 * times that on a slow phone, which otherwise lands in the first render that shows a date or a
 * count, or in the evaluation of MUI's table pager (it makes a number formatter when its
 * module runs). Made in a task of its own right after the page's entry has asked for its
 * files, while they download; later formatters take a fraction of a millisecond.
 */
export function warmIntlFormats(): void {
  setTimeout(() => void new Intl.NumberFormat('en').format(0), 0);
}
