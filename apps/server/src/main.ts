import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { buildApp, LOG_REDACT } from './app.js';
import { prepare } from './bootstrap.js';
import { loadConfig } from './config.js';
import { connect } from './db/connect.js';
import { SHARED_FOLDER_GRACE_MS, sweepOrphanedUploads } from './files/sweep.js';
import { readDemoAccounts, seedDemo } from './seed/demo.js';

/** Starts one API process: migrate, seed on first run, serve the API and the web app. */
async function main() {
  // Everything this process writes (the database, uploads, the mail outbox, the demo
  // accounts' passwords) is for its owner alone.
  process.umask(0o077);
  const config = loadConfig();
  const log = pino({ level: config.logLevel, redact: LOG_REDACT });
  const database = connect(config.database, {
    onConnectionError: (err) => log.warn({ err }, 'database connection lost'),
  });
  const services = await prepare(config, database, log);
  // Uploads a crash left without their row (files/sweep.ts). On SQLite this process is the
  // store's only writer; on PostgreSQL others may share it and be mid-upload.
  const orphans = await sweepOrphanedUploads(database.db, services.storage, {
    olderThan: new Date(Date.now() - (database.kind === 'sqlite' ? 0 : SHARED_FOLDER_GRACE_MS)),
  });
  if (orphans.length > 0) log.warn({ files: orphans }, 'removed uploads no record refers to');
  if (config.demo) await seedDemo(services, config.dataDir);

  const webDist = config.webDist ?? fileURLToPath(new URL('../../web/dist', import.meta.url));
  const app = await buildApp(services, { logger: log, webDist });
  await app.listen({ port: config.port, host: config.host });

  const shown = `http://localhost:${config.port}`;
  const lines = [``, `Caffee is running at ${shown}`, `API documentation: ${shown}/api/docs`];
  lines.push(
    `Database: ${database.kind === 'sqlite' ? config.database.kind === 'sqlite' && config.database.file : 'PostgreSQL'}`,
  );
  if (config.demo) {
    const accounts = readDemoAccounts(config.dataDir);
    if (accounts.length > 0) lines.push('', 'Demo accounts (type, email, password):');
    for (const a of accounts) {
      lines.push(
        `  ${a.type.padEnd(9)} ${a.email.padEnd(28)} ${a.password}${a.status === 'active' ? '' : `  (${a.status})`}`,
      );
    }
  }
  console.log(lines.join('\n') + '\n');

  const stop = async (signal: string) => {
    log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
