import createCache, { type EmotionCache } from '@emotion/cache';
import rtlPlugin from 'stylis-plugin-rtl';

// One cache per direction, created once: switching back and forth reuses inserted styles.
// The RTL cache flips left/right in every rule. Neither has emotion's default vendor prefixer,
// which the browsers this app supports no longer need: it rewrote every rule as it was
// inserted, and the placeholder rules it added for other engines were refused (an exception
// each) by the browser's style sheet.
let ltrCache: EmotionCache | undefined;
let rtlCache: EmotionCache | undefined;

export function emotionCacheFor(rtl: boolean): EmotionCache {
  if (rtl) return (rtlCache ??= createCache({ key: 'muirtl', stylisPlugins: [rtlPlugin] }));
  return (ltrCache ??= createCache({ key: 'mui', stylisPlugins: [] }));
}
