import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const apiTarget = process.env.CAFFEE_API_URL ?? 'http://127.0.0.1:8080';

/**
 * A brotli and a gzip copy beside each text asset of the build, which the server sends to
 * browsers that accept them (`preCompressed` in apps/server/src/web/static.ts): the JavaScript
 * crosses the network at a third of its size, compressed once at build time.
 */
function precompress(): Plugin {
  return {
    name: 'caffee-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const name of Object.keys(bundle)) {
        if (!/\.(js|css|svg)$/.test(name)) continue;
        const file = path.join(dir, name);
        const body = fs.readFileSync(file);
        if (body.length < 1024) continue;
        const brotli = zlib.brotliCompressSync(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        });
        fs.writeFileSync(`${file}.br`, brotli);
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
      }
    },
  };
}

/**
 * `<link rel="preload">` for the Latin faces of Roboto the first screen draws (regular,
 * medium, bold). A web font is fetched only once text needs it, so without this the page first
 * paints in a fallback font and moves when Roboto arrives (Lighthouse counted it as layout
 * shift on every page); preloaded, it arrives with the JavaScript, before the first render.
 */
function preloadFonts(): Plugin {
  const FACES = /^assets\/roboto-latin-(400|500|700)-normal-[\w-]+\.woff2$/;
  return {
    name: 'caffee-preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        return Object.keys(ctx.bundle ?? {})
          .filter((name) => FACES.test(name))
          .sort()
          .map((name) => ({
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `/${name}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress(), preloadFonts()],
  server: { proxy: { '/api': apiTarget } },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Every page needs React and the router first: one chunk, cached across releases.
            // No catch-all groups for MUI or the other libraries: a group pulls every module it
            // matches into one chunk, and the login page loaded all of MUI (charts included)
            // and every library any screen uses. Left to the bundler, each library stays with
            // the screens that import it (`npm run bench:web` checks the login page's share).
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            },
            // One chunk per language of the interface's translations (src/i18n/catalog.ts):
            // a page loads the language it shows, not twelve files of it nor all three.
            {
              name: (id) => {
                const lang = /[\\/]i18n[\\/]locales[\\/](\w+)[\\/]/.exec(id)?.[1];
                return lang ? `locale-${lang}` : null;
              },
            },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
});
