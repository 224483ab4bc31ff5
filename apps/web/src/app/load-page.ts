/** Replaces the current page by `url`, loaded afresh (tests replace this module). */
export function loadPage(url: string): void {
  window.location.replace(url);
}
