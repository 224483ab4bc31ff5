// The web build's own plugins (vite.config.ts decides what they are given): compressed copies
// of the assets, the font's preload, the file lists in index.html, the sign-in page's texts,
// and the check that keeps modules out of the pages that must do without them.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';
import { SIGN_IN_SECTIONS } from '../src/login/text-sections';

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

type OutputChunk = Extract<Rollup.OutputBundle[string], { type: 'chunk' }>;

/** The files the browser loads for `entry`'s chunk: it, the chunks it imports, their CSS. */
function filesOf(chunks: OutputChunk[], entry: OutputChunk): Set<string> {
  const files = new Set<string>();
  const visit = (name: string) => {
    const chunk = chunks.find((c) => c.fileName === name);
    if (!chunk || files.has(name)) return;
    files.add(name);
    chunk.viteMetadata?.importedCss.forEach((css) => files.add(css));
    chunk.imports.forEach(visit);
  };
  visit(entry.fileName);
  return files;
}

/**
 * The app's own files and those of its first screens, named in index.html:
 * - `<meta name="caffee:app-files">`: the chunk of src/app/start.tsx, the chunks it imports,
 *   their CSS. The sign-in page asks the browser to prefetch them when the reader starts
 *   signing in (src/login/prefetch-app.ts), so the page after it opens from the cache.
 * - `<meta name="caffee:screen-files" data-screen="…">`, one per screen of `screenPages`:
 *   what its page loads beyond the app's files. The page's entry asks for them beside the
 *   app's when the address shows that screen (src/app/first-screens.ts), instead of after the
 *   app has started and matched the address, a round trip later.
 * index.html is never cached, so the lists are always this build's.
 *
 * It also writes app.html: index.html with `<link rel="modulepreload">` for the app's scripts
 * (and `preload` for its CSS). The server sends it for the paths that start the app
 * (`chooseBundle` in @caffee/contract), so the browser asks for the app's chunk while it reads
 * the page, a round trip before the page's entry would; the sign-in page does without them.
 * At low priority: what the boot screen's paint needs (its style sheet, the font, the entry)
 * goes first, and Lighthouse's model counted scripts at the default priority as holding the
 * first paint back (1.0 → 2.3 s).
 */
export function listAppFiles(appStart: RegExp, screenPages: Record<string, RegExp>): Plugin {
  let appPreloads: HtmlTagDescriptor[] = [];
  return {
    name: 'caffee-list-app-files',
    enforce: 'post',
    apply: 'build',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset' || typeof index.source !== 'string') return;
      const html = index.source;
      // Those index.html names already (the page's entry, the boot chunk) are left out.
      const fresh = appPreloads.filter(({ attrs }) => !html.includes(`"${String(attrs?.href)}"`));
      const tags = fresh.map(({ attrs }) => {
        const pairs = Object.entries(attrs ?? {}).map(([k, v]) => (v === '' ? k : `${k}="${v}"`));
        return `<link ${pairs.join(' ')}>`;
      });
      this.emitFile({
        type: 'asset',
        fileName: 'app.html',
        source: html.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`),
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c) => c.type === 'chunk');
        const pageChunk = (page: RegExp) =>
          chunks.find((c) => c.facadeModuleId && page.test(c.facadeModuleId));
        const start = pageChunk(appStart);
        if (!start) return [];
        const appFiles = filesOf(chunks, start);
        const list = (files: Iterable<string>) => [...files].map((name) => `/${name}`).join(' ');
        const screens = Object.entries(screenPages).map(([screen, page]) => {
          const chunk = pageChunk(page);
          if (!chunk) throw new Error(`No chunk for the ${screen} screen (${page.source})`);
          const own = [...filesOf(chunks, chunk)].filter((name) => !appFiles.has(name));
          return {
            tag: 'meta',
            attrs: { name: 'caffee:screen-files', 'data-screen': screen, content: list(own) },
            injectTo: 'head' as const,
          };
        });
        appPreloads = [...appFiles].map((name) => ({
          tag: 'link',
          attrs: name.endsWith('.css')
            ? { rel: 'preload', as: 'style', href: `/${name}` }
            : { rel: 'modulepreload', href: `/${name}`, crossorigin: '', fetchpriority: 'low' },
          injectTo: 'head' as const,
        }));
        return [
          {
            tag: 'meta',
            attrs: { name: 'caffee:app-files', content: list(appFiles) },
            injectTo: 'head',
          },
          ...screens,
        ];
      },
    },
  };
}

/** A module some page must load without, and why. */
export interface KeepApart {
  page: RegExp;
  without: RegExp;
  why: string;
  /** Unless that page's files hold it too (loaded already: the sign-in page's boot chunk). */
  unlessLoadedBy?: RegExp;
}

/**
 * Fails the build when a page's files (its module's chunk and the chunks that chunk imports,
 * which load with it) would hold a module they must do without (KEEP_APART).
 */
export function keepApart(rules: KeepApart[]): Plugin {
  return {
    name: 'caffee-keep-apart',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      /** The files a page's module loads with it: its chunk, those it imports, their CSS. */
      const loadedWith = (page: RegExp) => {
        const entry = chunks.find((c) => c.facadeModuleId && page.test(c.facadeModuleId));
        if (!entry) this.error(`No chunk for ${page.source}`);
        return filesOf(chunks, entry);
      };
      for (const { page, without, why, unlessLoadedBy } of rules) {
        const loaded = unlessLoadedBy ? loadedWith(unlessLoadedBy) : new Set<string>();
        for (const name of loadedWith(page)) {
          const chunk = chunks.find((c) => c.fileName === name);
          if (!chunk || loaded.has(name)) continue;
          const found = chunk.moduleIds.find((id) => without.test(slashed(id)));
          if (found) this.error(`${why}: ${page.source} loads ${name}, which holds ${found}`);
        }
      }
    },
  };
}

/**
 * `virtual:sign-in-texts/<lang>`: the sections of a language's locale files that the light
 * sign-in page shows (src/login/text-sections.ts), one small module per language, so the page
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
