import path from 'node:path';
import { parseArgs } from 'node:util';
import { EmailSchema, PasswordSchema, PersonNameSchema } from '@caffee/contract';
import pino from 'pino';
import { createBackup } from './backup/backup.js';
import { BackupError } from './backup/files.js';
import { restoreBackup } from './backup/restore.js';
import { prepare } from './bootstrap.js';
import { loadConfig } from './config.js';
import { connect } from './db/connect.js';
import { createAccount, generatePassword } from './records/access/users/create.js';
import { SERVED_RESOURCES } from './records/registry.js';
import { rebuildSearchIndex } from './search/rebuild.js';

const USAGE = `Usage: npm run admin:create -- --email EMAIL --name "FULL NAME"
  The password is read from CAFFEE_ADMIN_PASSWORD, or generated and printed once.
       npm run backup -- FOLDER            (a new or empty folder)
       npm run restore -- FOLDER [--force] (into DATA_DIR / DATABASE_URL)
       npm run search:rebuild              (the search index, from the records)`;

/**
 * The folder given on the command line. `npm run` runs scripts from the project's folder;
 * a relative path means the one the operator typed it in (INIT_CWD).
 */
function folderArgument(args: string[], options: { force?: { type: 'boolean' } } = {}) {
  const { values, positionals } = parseArgs({ args, options, allowPositionals: true });
  if (positionals.length !== 1) {
    console.error(USAGE);
    process.exit(2);
  }
  const folder = path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0] as string);
  return { folder, force: (values as { force?: boolean }).force === true };
}

/** `backup FOLDER` and `restore FOLDER [--force]`: see README, "Backups". */
async function backupOrRestore(command: 'backup' | 'restore', args: string[]) {
  const { folder, force } = folderArgument(
    args,
    command === 'restore' ? { force: { type: 'boolean' } } : {},
  );
  const config = loadConfig();
  const say = (line: string) => console.log(line);
  try {
    if (command === 'backup') {
      const manifest = await createBackup(config, folder, say);
      say(`Backup written to ${folder} (${manifest.files.length} files).`);
    } else {
      await restoreBackup(config, folder, { force }, say);
      say('Restored. Start the server on it to check it.');
    }
  } catch (err) {
    if (!(err instanceof BackupError)) throw err;
    console.error(`${command === 'backup' ? 'Backup' : 'Restore'} refused: ${err.message}`);
    process.exit(1);
  }
}

/**
 * The search index built again from the records (docs/search.md): after records were written
 * straight into the tables, or to be sure. Readers meanwhile search the index as it was.
 */
async function rebuildSearch() {
  const config = loadConfig();
  const database = connect(config.database);
  try {
    await prepare(config, database, pino({ level: 'warn' }));
    const started = Date.now();
    const count = await rebuildSearchIndex(database, SERVED_RESOURCES);
    console.log(
      `Search index rebuilt: ${count} records in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  } finally {
    await database.close();
  }
}

/**
 * Administrative commands for a real deployment: `create-admin`, `backup`, `restore`,
 * `rebuild-search`.
 */
async function main() {
  // Everything this process writes (the database, uploads, the mail outbox, the demo
  // accounts' passwords, a backup) is for its owner alone.
  process.umask(0o077);
  const [command, ...rest] = process.argv.slice(2);
  if (command === 'backup' || command === 'restore') return backupOrRestore(command, rest);
  if (command === 'rebuild-search') return rebuildSearch();
  if (command !== 'create-admin') {
    console.error(USAGE);
    process.exit(2);
  }
  const { values } = parseArgs({
    args: rest,
    options: { email: { type: 'string' }, name: { type: 'string' } },
  });
  const email = EmailSchema.safeParse(values.email);
  const name = PersonNameSchema.safeParse(values.name);
  const given = process.env.CAFFEE_ADMIN_PASSWORD;
  const password = given ?? generatePassword();
  const strong = PasswordSchema.safeParse(password);
  if (!email.success || !name.success || !strong.success) {
    if (!strong.success) console.error(`Password: ${strong.error.issues[0]?.message}`);
    console.error(USAGE);
    process.exit(2);
  }

  const config = loadConfig();
  const database = connect(config.database);
  try {
    await prepare(config, database, pino({ level: 'warn' }));
    const existing = await database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email.data)
      .executeTakeFirst();
    if (existing) {
      console.error(`An account with the email ${email.data} already exists.`);
      process.exit(1);
    }
    await createAccount(database, {
      name: name.data,
      email: email.data,
      password,
      type: 'admin',
    });
    console.log(`Administrator ${email.data} created.`);
    if (!given) console.log(`Password (shown once, change it after signing in): ${password}`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
