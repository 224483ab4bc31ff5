import os from 'node:os';
import path from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
/** The journeys' own installation: wiped and seeded afresh at every run. */
export const E2E_DATA_DIR = path.join(os.tmpdir(), `caffee-e2e-${E2E_PORT}`);
