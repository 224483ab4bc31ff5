import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import {
  keepApart,
  listAppFiles,
  precompress,
  preloadFonts,
  signInTexts,
  slashed,
  type KeepApart,
} from './build/plugins';
import { robotoLatinSubsets } from './build/font-subsets';
import { caffeePwa } from './build/pwa';
import type { FirstScreen } from './src/app/first-screens';

const apiTarget = process.env.CAFFEE_API_URL ?? 'http://127.0.0.1:8080';

/**
 * What the page's entry (src/main.ts) runs with: the choice of build, the stored session and
 * preferences, the paths, the build's file lists; the sign-in page and the app use them too. In a small chunk of their
 * own, so the entry starts when it and this have arrived, not after the larger `boot` chunk.
 */
const ENTRY_MODULES = [
  'web/src/app/next-task.ts',
  'web/src/listed-files.ts',
  'contract/src/app-routes.ts',
  'contract/src/languages.ts',
  'web/src/api/early-queries.ts',
  'web/src/features/dashboard/dashboard-queries.ts',
  'web/src/features/dashboard/timeline-choice.ts',
  'web/src/app/stored-choice-data.ts',
  'contract/src/dashboard-periods.ts',
  'web/src/api/early-session.ts',
  'web/src/api/session.ts',
  'web/src/api/tokens.ts',
  'web/src/i18n/catalog.ts',
  'web/src/login/texts.ts',
  'web/src/store/prefs.ts',
  'web/src/store/stored-prefs.ts',
];

/**
 * Modules the sign-in page and the app both start with beyond the entry's (error keys, field
 * messages, colours, the fonts): kept in one `boot` chunk.
 * Left to the bundler, each set of importers got its own chunk of a few hundred bytes, and a
 * slow phone paid a round trip for each before the sign-in page could show.
 */
const COMMON_MODULES = [
  'web/src/api/error-message.ts',
  'web/src/auth/return-url.ts',
  'web/src/forms/field-message.ts',
  'web/src/forms/read-field-errors.ts',
  'web/src/i18n/language-names.ts',
  'web/src/i18n/translate.ts',
  'web/src/theme/fonts.ts',
  'web/src/theme/document-prefs.ts',
  'web/src/theme/presets.ts',
  // The service worker's registration: both register it once their first screen is drawn.
  'web/src/pwa/service-worker.ts',
  // The sign-in form checks the e-mail address with zod's own pattern (validate-login.ts);
  // here, not in the app's chunk (which zod is part of), or the sign-in page would load that.
  'node_modules/zod/v4/core/regexes.js',
];

/** `@mui/x-charts` and what it draws with. */
const CHART_LIBS =
  /\/node_modules\/(@mui\/x-[\w-]+|d3-[\w-]+|internmap|delaunator|robust-predicates|flatqueue)\//;
/** The app's charts: with their library, not in a chunk of pages that draw none. */
const CHART_MODULES =
  /\/web\/src\/features\/(questions\/results|dashboard\/timeline-line)-chart\.tsx$/;
/** The app's modules and libraries but React and the fonts (see the `pages` group below). */
const PAGE_MODULES = /\/web\/src\/|\/node_modules\/(?!(react|react-dom|scheduler|@fontsource)\/)/;

const SIGN_IN_START = /[\\/]src[\\/]login[\\/]start\.tsx$/;
const APP_START = /[\\/]src[\\/]app[\\/]start\.tsx$/;
const SNACKBAR_HOST = /[\\/]app[\\/]providers[\\/]snackbar-host\.tsx$/;

/**
 * The screens most often opened first, by the names src/app/first-screens.ts gives them: the
 * page's entry asks for their files with the app's (`listAppFiles`).
 */
const SCREEN_PAGES: Record<FirstScreen, RegExp> = {
  dashboard: /[\\/]features[\\/]dashboard[\\/]dashboard-page\.tsx$/,
  'record-list': /[\\/]crud[\\/]record-list-page\.tsx$/,
};
/** The app's start and the screens most often opened first. */
const FIRST_SCREENS = [APP_START, ...Object.values(SCREEN_PAGES)];

const KEEP_APART: KeepApart[] = [
  // The page's entry runs first on every page, the sign-in page included, and asks for the
  // rest: a module it shares with the app belongs in ENTRY_MODULES, or the entry (and the
  // first paint's requests) would wait for the app's chunk and React to arrive.
  {
    page: /[\\/]web[\\/]index\.html$/,
    without: /\/(web\/src\/app\/start\.tsx|node_modules\/react-dom\/)/,
    why: "the page's entry would wait for the app's chunk or React (see ENTRY_MODULES)",
  },
  // A chunk group that captured a module both import once put the app's start in the sign-in
  // page's files: the page then ran the app, whose login route loads the sign-in page again,
  // round and round.
  {
    page: SIGN_IN_START,
    without: APP_START,
    why: 'the sign-in page would run the app',
  },
  // zod and the contract's schemas are for the forms: the app's start, the dashboard and the
  // lists take record types from their declarations (@caffee/contract's zod-free modules).
  ...FIRST_SCREENS.map((page) => ({
    page,
    without: /[\\/]node_modules[\\/]zod[\\/]/,
    why: 'a first screen would load zod (import the zod-free part of the contract)',
    unlessLoadedBy: SIGN_IN_START,
  })),
  // The charts' library is for the pages that draw (the dashboard's timeline, results): a
  // form, a record's page or the notices loading it paid 100 kB for nothing.
  ...[
    /[\\/]crud[\\/]record-form-page\.tsx$/,
    /[\\/]crud[\\/]record-detail-page\.tsx$/,
    /[\\/]crud[\\/]record-list-page\.tsx$/,
    SNACKBAR_HOST,
  ].map((page) => ({ page, without: CHART_LIBS, why: 'a page without charts would load them' })),
  // notistack is loaded after the first screen, apart (app/providers/snackbar-host.tsx), and
  // that chunk alone: with a page's module in its files, it pulled in the pages' chunk.
  ...FIRST_SCREENS.map((page) => ({
    page,
    without: /\/node_modules\/(notistack|goober)\//,
    why: 'a first screen would wait for notistack',
  })),
  {
    page: SNACKBAR_HOST,
    without: /\/web\/src\/(crud|features|resources|records|forms)\//,
    why: "the snackbar host would load pages' modules",
    unlessLoadedBy: APP_START,
  },
];

export default defineConfig({
  plugins: [
    react(),
    robotoLatinSubsets(),
    precompress(),
    preloadFonts(),
    listAppFiles(APP_START, SCREEN_PAGES),
    signInTexts(),
    keepApart(KEEP_APART),
    caffeePwa(),
  ],
  server: { proxy: { '/api': apiTarget } },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Every page needs React first: one chunk, cached across releases. Not the router:
            // the sign-in page (src/login) does without it. A group pulls every module it
            // matches into one chunk, so no group below may match what the sign-in page
            // imports (`npm run bench:web` checks the login page's share).
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
            },
            // The small modules every page starts with, the sign-in page and the app alike:
            // one request instead of a dozen tiny ones, each costing a round trip.
            { name: 'entry', test: (id) => ENTRY_MODULES.some((m) => slashed(id).endsWith(m)) },
            { name: 'boot', test: (id) => COMMON_MODULES.some((m) => slashed(id).endsWith(m)) },
            // The app's start and everything it imports, libraries included (React Router,
            // MUI and Emotion, React Query, Redux, i18next, the HTTP client, the contract, the
            // signed-in layout, the registry of record types): one chunk that every signed-in
            // page needs first. Left to the bundler it was ninety files of one or two
            // kilobytes in four waves (start, routes, layout, page), and a phone on a slow
            // network pays a round trip for each. The pages still load on demand.
            // With it, the notices' front (components/notices.ts), which pages and the list use
            // and which the snackbar host, loaded apart, reports to.
            {
              name: 'app',
              test: (id) =>
                slashed(id).endsWith('web/src/app/start.tsx') ||
                slashed(id).endsWith('web/src/components/notices.ts'),
            },
            // The dashboard (the administrator's landing) and what it imports beyond the app's
            // chunk, in one file; its chart loads apart.
            {
              name: 'dashboard',
              test: (id) => slashed(id).endsWith('web/src/features/dashboard/dashboard-page.tsx'),
            },
            // The generic list page and what it imports beyond the app's chunk: the page most
            // often opened loads one file of its own, and none of the forms' or details' parts.
            {
              name: 'record-list',
              test: (id) => slashed(id).endsWith('web/src/crud/record-list-page.tsx'),
            },
            // The snackbar host (notistack) and what it draws with beyond the app's chunk: it
            // loads on every screen, just after the first render, without the pages' chunk.
            {
              name: 'snackbar-host',
              test: SNACKBAR_HOST,
            },
            // The charts' library: only the dashboard and the results pages draw charts.
            {
              name: 'charts',
              test: (id) => CHART_LIBS.test(slashed(id)) || CHART_MODULES.test(slashed(id)),
            },
            // What two or more pages share beyond that (the list, detail and form parts, inputs,
            // pickers, dialogs and their libraries): one chunk, where the bundler made one per
            // set of pages that share a module, and a list page asked for sixty files. What
            // one page alone uses stays in its own chunk; the charts stay apart.
            { name: 'pages', test: (id) => PAGE_MODULES.test(slashed(id)), minShareCount: 2 },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
  },
});
