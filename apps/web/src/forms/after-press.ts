// Whether a pointer is pressed anywhere in the page, followed from the first import on: a
// field left by a press (the mouse down on a switch below it) learns it too late to ask.
let pressed = false;
if (typeof window !== 'undefined') {
  const release = () => (pressed = false);
  window.addEventListener('pointerdown', () => (pressed = true), true);
  window.addEventListener('pointerup', release, true);
  window.addEventListener('pointercancel', release, true);
}

/**
 * Runs `then` now, or, while a press is under way, once it has ended and its click has been
 * dispatched. A message shown as a field is left moves what is below it: shown between the
 * press and its release, the click landed beside the switch pressed (issue 39, item 11: the
 * first click on "All day" after typing a year was lost).
 */
export function afterPress(then: () => void): void {
  if (!pressed) return then();
  const done = () => {
    window.removeEventListener('pointerup', done, true);
    window.removeEventListener('pointercancel', done, true);
    // The click follows the release in the same task; a timer runs after it.
    setTimeout(then, 0);
  };
  window.addEventListener('pointerup', done, true);
  window.addEventListener('pointercancel', done, true);
}
