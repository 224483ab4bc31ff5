// The web build's own plugins (vite.config.ts decides what they are given): compressed copies
// of the assets, the font's preload and the sign-in page's texts.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';
import { SIGN_IN_SECTIONS } from '../src/pages/sign-in/text-sections';

/** A module id with forward slashes, whatever the system. */
export const slashed = (id: string) => id.replaceAll('\\', '/');

/**
 * A brotli and a gzip copy beside each text asset of the build, which the server sends to
 * browsers that accept them (`preCompressed` in apps/server/src/web/static.ts): the JavaScript
 * crosses the network at a third of its size, compressed once at build time.
 */
export function precompress(): Plugin {
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
 * `<link rel="preload">` for Roboto's basic Latin file (one variable face: regular, medium and
 * bold alike; `robotoLatinSubsets`). A web font is fetched only once text needs it, so without
 * this the page first paints in a fallback font and moves when Roboto arrives (Lighthouse
 * counted it as layout shift on every page); preloaded, it arrives with the JavaScript, before
 * the first render.
 */
export function preloadFonts(): Plugin {
  const FACES = /^assets\/roboto-latin-basic-wght-normal-[\w-]+\.woff2$/;
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
 * `virtual:sign-in-texts/<lang>`: the sections of a language's locale files that the light
 * sign-in page shows (src/pages/sign-in/text-sections.ts), one small module per language, so the page
 * loads a few kilobytes in one request rather than the app's catalogue (twelve files).
 */
export function signInTexts(): Plugin {
  const PREFIX = 'virtual:sign-in-texts/';
  const LOCALES_DIR = path.resolve(import.meta.dirname, '../src/i18n/locales');
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
