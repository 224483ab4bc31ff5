// The service worker and the web app manifest (vite-plugin-pwa, Workbox's generateSW): what
// makes Caffee installable on a phone and lets every screen open without a connection once the
// app has been visited. Registered by src/pwa/service-worker.ts, not by the plugin.
import { VitePWA } from 'vite-plugin-pwa';

/** The theme's primary colour (src/theme/presets.ts), as the page's icon draws it. */
const PRIMARY = '#1565c0';

export function caffeePwa() {
  return VitePWA({
    strategies: 'generateSW',
    // A new version waits until the person chooses to reload (src/pwa/update-prompt.tsx):
    // taking over at once would reload under an open form.
    registerType: 'prompt',
    injectRegister: false,
    manifest: {
      name: 'Caffee',
      short_name: 'Caffee',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      lang: 'om',
      theme_color: PRIMARY,
      background_color: PRIMARY,
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        {
          src: '/icons/icon-maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    includeAssets: ['icons/apple-touch-icon-180.png'],
    workbox: {
      // The app shell and the code of every screen (its chunks, styles, language catalogues),
      // and the fonts of the app's languages: any screen opens offline once the app has been
      // visited. Not the source maps, nor the .br/.gz copies the server sends in their place
      // (the browser caches what it decoded); the icons are added from the manifest.
      globPatterns: ['**/*.{js,css,html,woff2}'],
      globIgnores: [
        // Roboto's faces for scripts Afaan Oromoo, English and Amharic do not use (160 kB):
        // offline, such a name shows in the system's font. Fetched when needed online.
        'assets/roboto-{cyrillic,cyrillic-ext,greek,greek-ext,vietnamese,math,symbols}-*',
      ],
      // Every address the app routes answers with the page; the API's never (its answers
      // are not cached here: the query cache is kept by the app, per user).
      navigateFallback: 'index.html',
      navigateFallbackDenylist: [/^\/api\//],
      cleanupOutdatedCaches: true,
      // Workbox's map of sw.js names the build machine's folders; nothing needs it.
      sourcemap: false,
      // Hashed file names change with their content: no need to revalidate them by revision.
      dontCacheBustURLsMatching: /^assets\//,
    },
  });
}
