import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';

// One cache per direction, created once: switching back and forth reuses inserted styles.
// The RTL cache flips left/right in every rule. Neither has emotion's default vendor prefixer,
// which the browsers this app supports no longer need: it rewrote every rule as it was
// inserted, and the placeholder rules it added for other engines were refused (an exception
// each) by the browser's style sheet.
let ltrCache: EmotionCache | undefined;
let rtlCache: EmotionCache | undefined;

/**
 * The plugin that flips rules for a right-to-left layout (cssjanus, 2 kB compressed), loaded
 * the first time a reader turns the layout around: none of the three languages is written
 * right to left, so the sign-in page and the app start without it (issue 41).
 */
let rtlPlugin: StylisPlugin | undefined;
export const rtlReady = () => rtlPlugin !== undefined;
export const loadRtl = () =>
  import('stylis-plugin-rtl').then((m) => {
    rtlPlugin = m.default;
  });

/** The cache for a direction; left to right until the RTL plugin has loaded. */
export function emotionCacheFor(rtl: boolean): EmotionCache {
  if (rtl && rtlPlugin) {
    return (rtlCache ??= createCache({ key: 'muirtl', stylisPlugins: [rtlPlugin] }));
  }
  return (ltrCache ??= createCache({ key: 'mui', stylisPlugins: [] }));
}
