import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress, preloadFonts, signInTexts } from './build/plugins';
import { robotoLatinSubsets } from './build/font-subsets';
import { caffeePwa } from './build/pwa';

const apiTarget = process.env.CAFFEE_API_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [
    react(),
    robotoLatinSubsets(),
    precompress(),
    preloadFonts(),
    signInTexts(),
    caffeePwa(),
  ],
  server: { proxy: { '/api': apiTarget } },
  build: {
    outDir: 'dist',
    // Maps are written for the benchmarks (bench/src/web reads them from disk) but named by no
    // file: the server serves none (apps/server/src/web/static.ts), as they carry the sources.
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        // A module's code runs when something imports it, not when its chunk arrives: the
        // groups below put the page's entry and the two starts in shared chunks, whose other
        // modules must not run them (the app's start would draw the app over the sign-in page).
        strictExecutionOrder: true,
        // The bundler splits by route (every screen is an `import()`) and preloads what each
        // import needs. Left alone it also made a chunk for each set of screens sharing a
        // module: a list page asked for ~140 files, and a phone pays a round trip for each
        // wave of six. These groups gather what loads together; a group takes the modules its
        // `test` names and what they import, the higher priority first.
        codeSplitting: {
          groups: [
            // The page's entry and the little it imports (src/main.ts): it starts at once,
            // without waiting for the sign-in page's or the app's files.
            { name: 'entry', test: /[\\/]src[\\/]main\.ts$/, priority: 6 },
            // Every page needs React: one chunk, cached across releases.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 5,
            },
            // The sign-in page and the libraries it draws with (MUI's core, Emotion, the theme),
            // which the app shares.
            {
              name: 'sign-in',
              test: /[\\/]src[\\/]pages[\\/]sign-in[\\/]start\.tsx$/,
              priority: 4,
            },
            // Its language menu (MUI's Menu, Popover, Modal), loaded when first wanted: in the
            // app's chunk, opening it on the sign-in page downloaded the app.
            {
              name: 'language-menu',
              test: /[\\/]src[\\/]components[\\/]language-menu\.tsx$/,
              priority: 4,
            },
            // The app's start and all it imports beyond that: router, the rest of MUI, React
            // Query, Redux, i18next. The layouts, the menu and the screens load on demand.
            { name: 'app', test: /[\\/]src[\\/]app[\\/]start\.tsx$/, priority: 3 },
            // A signed-in type's pages (src/app/type-routes.tsx: the signed-in layout, the menu,
            // the registry of record types) and what they import beyond the app: one chunk, which
            // src/main.ts asks for beside the app's under a type's address.
            {
              name: 'type-pages',
              test: /[\\/]src[\\/]app[\\/]type-routes\.tsx$/,
              priority: 2.5,
            },
            // The charts' library (100 kB), for the two screens that draw; alone, without the
            // MUI parts it imports, which other screens would then load with it.
            {
              name: 'charts',
              test: /node_modules[\\/](@mui[\\/]x-[\w-]+|d3-[\w-]+|internmap|delaunator|robust-predicates|flatqueue)[\\/]/,
              includeDependenciesRecursively: false,
              priority: 2,
            },
            // A list of records (the generic list page) and what it imports beyond the groups
            // above: MUI's inputs, table and chips, the list's parts. Split by the bundler, a list
            // asked for ~30 files after the app had run, five waves of a phone's six connections;
            // now ~5. Other screens that share a part (the dashboard's chips) load it too.
            {
              name: 'record-list',
              test: /[\\/]src[\\/]crud[\\/]list[\\/]record-list-page\.tsx$/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
