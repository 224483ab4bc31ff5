import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

/**
 * No serious or critical axe-core violation on the page as it is now, snackbars included.
 * `soft` records a failure and goes on, so one run of a sweep lists every page's problems.
 *
 * axe-core's own API, in the page: its script is put in once per document (a page drawn by the
 * app's router keeps it) and `axe.run` checks the document. @axe-core/playwright did the same
 * with two more copies of the 560 kB script per check and, by default, a blank page opened to
 * merge the results of cross-origin frames, which the app has none of: 2.2 s a check against
 * 0.4 s (docs/testing.md).
 *
 * Transitions still running (a dialog closing, a snackbar sliding in) are let finish first: axe
 * reads colours as drawn, and a half-faded text failed colour contrast now and then. Endless
 * animations (a spinner) are left alone.
 */
export async function expectAccessible(
  page: Page,
  where = page.url(),
  { soft = false } = {},
): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  await page.evaluate(async () => {
    // A transition is known to getAnimations() only from the frame after the change that
    // starts it (a snackbar just mounted): let frames pass, then wait, until none is running.
    const frame = () => new Promise((done) => requestAnimationFrame(() => done(undefined)));
    for (let round = 0; round < 10; round++) {
      await frame();
      await frame();
      const running = document
        .getAnimations()
        .filter((a) => a.playState === 'running')
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
      if (running.length === 0) return;
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
    }
  });
  const bad = await page.evaluate(async () => {
    const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(document);
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  (soft ? expect.soft : expect)(bad, `accessibility of ${where}`).toEqual([]);
}
