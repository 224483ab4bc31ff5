import type { KeyboardEvent } from 'react';

/**
 * For an Autocomplete's `onKeyDown`: Enter while its list is open stays in the list. The
 * Autocomplete picks the highlighted option itself; with none highlighted, the key would
 * otherwise submit the form around it (a complaint was sent without its kebele that way).
 */
export function enterStaysInList(event: KeyboardEvent<HTMLElement>) {
  const target = event.target as HTMLElement;
  if (event.key === 'Enter' && target.getAttribute('aria-expanded') === 'true') {
    event.preventDefault();
  }
}
