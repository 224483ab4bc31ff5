import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { SIGN_IN_SECTIONS } from './src/login/text-sections';

const apiTarget = process.env.CAFFEE_API_URL ?? 'http://127.0.0.1:8080';

/**
 * Modules the entry, the sign-in page and the app all start with (the entry's choice, the
 * stored session and preferences, paths, error keys, colours): kept in one `boot` chunk.
 * Left to the bundler, each set of importers got its own chunk of a few hundred bytes, and a
 * slow phone paid a round trip for each before the sign-in page could show.
 */
const COMMON_MODULES = [
  'contract/src/app-routes.ts',
  'contract/src/languages.ts',
  'web/src/choose-bundle.ts',
  'web/src/api/error-message.ts',
  'web/src/api/session.ts',
  'web/src/api/tokens.ts',
  'web/src/auth/return-url.ts',
  'web/src/forms/field-message.ts',
  'web/src/forms/read-field-errors.ts',
  'web/src/i18n/catalog.ts',
  'web/src/i18n/language-names.ts',
  'web/src/i18n/translate.ts',
  'web/src/login/texts.ts',
  'web/src/store/prefs.ts',
  'web/src/store/stored-prefs.ts',
  'web/src/theme/document-prefs.ts',
  'web/src/theme/presets.ts',
];
const slashed = (id: string) => id.replaceAll('\\', '/');

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

/**
 * The app's own files (the chunk of src/app/start.tsx, the chunks it imports, their CSS) named
 * in index.html as `<meta name="caffee:app-files">`. The sign-in page asks the browser to
 * prefetch them once it is idle (src/login/prefetch-app.ts), so the page after signing in
 * opens from the cache; index.html is never cached, so the list is always this build's.
 */
function listAppFiles(): Plugin {
  const START = /[\\/]src[\\/]app[\\/]start\.tsx$/;
  return {
    name: 'caffee-list-app-files',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c) => c.type === 'chunk');
        const start = chunks.find((c) => c.facadeModuleId && START.test(c.facadeModuleId));
        if (!start) return [];
        const files = new Set<string>();
        const visit = (name: string) => {
          const chunk = chunks.find((c) => c.fileName === name);
          if (!chunk || files.has(name)) return;
          files.add(name);
          chunk.viteMetadata?.importedCss.forEach((css) => files.add(css));
          chunk.imports.forEach(visit);
        };
        visit(start.fileName);
        const content = [...files].map((name) => `/${name}`).join(' ');
        return [{ tag: 'meta', attrs: { name: 'caffee:app-files', content }, injectTo: 'head' }];
      },
    },
  };
}

/**
 * `virtual:sign-in-texts/<lang>`: the sections of a language's locale files that the light
 * sign-in page shows (src/login/text-sections.ts), one small module per language, so the page
 * loads a few kilobytes in one request rather than the app's catalogue (twelve files).
 */
function signInTexts(): Plugin {
  const PREFIX = 'virtual:sign-in-texts/';
  const LOCALES_DIR = path.resolve(import.meta.dirname, 'src/i18n/locales');
  return {
    name: 'caffee-sign-in-texts',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const dir = path.join(LOCALES_DIR, id.slice(PREFIX.length + 1));
      const texts: Record<string, unknown> = {};
      for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
        this.addWatchFile(path.join(dir, file));
        const tree = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as object;
        for (const [section, value] of Object.entries(tree)) {
          if ((SIGN_IN_SECTIONS as readonly string[]).includes(section)) texts[section] = value;
        }
      }
      return `export default ${JSON.stringify(texts)};`;
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress(), preloadFonts(), listAppFiles(), signInTexts()],
  server: { proxy: { '/api': apiTarget } },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Every page needs React first: one chunk, cached across releases. Not the router:
            // the sign-in page (src/login) does without it. No catch-all groups for MUI or the
            // other libraries: a group pulls every module it matches into one chunk, and the
            // login page loaded all of MUI (charts included) and every library any screen
            // uses. Left to the bundler, each library stays with the screens that import it
            // (`npm run bench:web` checks the login page's share).
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
            },
            // The small modules every page starts with, the sign-in page and the app alike:
            // one request instead of a dozen tiny ones, each costing a round trip.
            { name: 'boot', test: (id) => COMMON_MODULES.some((m) => slashed(id).endsWith(m)) },
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
