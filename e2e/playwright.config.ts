import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_DATA_DIR, E2E_PORT as port } from './env';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // One browser at a time: two (workers: 2) took as long on two cores (8.2 against 8.3
  // minutes), each journey twice as slow, the browsers' processes sharing the cores.
  workers: 1,
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
    // A failed journey keeps its trace: each step's page (DOM snapshots), network and console.
    // Without the screencast's frames, which cost some 8% of the layout sweep's time (issue 37).
    trace: { mode: 'retain-on-failure', screenshots: false },
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
