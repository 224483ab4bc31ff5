// Starts the built server on a fresh data folder for the journeys (demo data seeded).
import fs from 'node:fs';

fs.rmSync(process.env.DATA_DIR, { recursive: true, force: true });
await import('../apps/server/dist/main.js');
