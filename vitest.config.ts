import os from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Unit tests of each package, and the API suite once per database (see scripts/test-api.mjs).
 *
 * Speed (docs/testing.md): a worker per core (Vitest's default leaves one core to its own
 * process, which idles: on two cores that ran every file one after another), and test files
 * share their worker's modules (`isolate: false`): importing the server or the web app anew
 * for each file was a third of the suite's time. A file that needs modules of its own — it
 * replaces one with `vi.mock`, or tests what happens the first time a module loads — is
 * named `*.isolated.test.ts(x)` / `*.isolated.api.test.ts` and runs in a fresh module graph.
 */
const ISOLATED = '**/*.isolated.*';
const shared = { isolate: false, exclude: [ISOLATED, '**/node_modules/**'] };

export default defineConfig({
  test: {
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'], ...shared },
      },
      {
        test: {
          name: 'server-unit',
          include: ['apps/server/src/**/*.test.ts'],
          ...shared,
          exclude: [...shared.exclude, 'apps/server/src/**/*.api.test.ts'],
        },
      },
      ...(['api', 'api-isolated'] as const).map((name) => ({
        test: {
          name,
          include: [
            name === 'api'
              ? 'apps/server/src/**/*.api.test.ts'
              : 'apps/server/src/**/*.isolated.api.test.ts',
          ],
          ...(name === 'api' ? shared : {}),
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
      // The web app's tests, with its Vite plugins, in a browser-like document (jsdom).
      ...(['web', 'web-isolated'] as const).map((name) => ({
        extends: './apps/web/vite.config.ts',
        root: './apps/web',
        test: {
          name,
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          // Above the screen waits of src/test/setup.ts (asyncUtilTimeout), which say why.
          testTimeout: 30_000,
          ...(name === 'web'
            ? { include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'], ...shared }
            : { include: ['src/**/*.isolated.test.{ts,tsx}'] }),
        },
      })),
    ],
  },
});
