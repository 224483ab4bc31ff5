import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_DATA_DIR, E2E_PORT as port } from './env';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Two files at a time, each in a browser of its own: with one, the journeys' processes (the
  // browser, the server, the runner) kept 0.5 of the two cores busy, the rest waiting on each
  // other (user+system CPU 224 s in a 458 s run). Journeys make their own records and accounts
  // (e2e/fixtures.ts), so two side by side do not meet.
  workers: 2,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  // Journeys of 20-40 steps took up to 60 s on a slow 2-core machine under load; each step
  // still fails on its own after the expectation timeout below.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    // The app's service worker precaches every screen's code (80 files) after a first visit:
    // on a busy two-core machine that slowed the journeys' next pages past their timeouts, and
    // a cached page could carry one journey's state into the next. The journeys that are about
    // offline use allow it (`test.use({ serviceWorkers: 'allow' })`).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node e2e/serve.mjs',
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      DATA_DIR: E2E_DATA_DIR,
      PUBLIC_URL: `http://localhost:${port}`,
      LOG_LEVEL: 'warn',
    },
  },
});
