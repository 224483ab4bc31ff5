import { parseArgs } from 'node:util';
import { EmailSchema, PasswordSchema, PersonNameSchema } from '@caffee/contract';
import pino from 'pino';
import { prepare } from './bootstrap.js';
import { loadConfig } from './config.js';
import { connect } from './db/connect.js';
import { createAccount, generatePassword } from './users/create.js';

const USAGE = `Usage: npm run admin:create -- --email EMAIL --name "FULL NAME"
  The password is read from CAFFEE_ADMIN_PASSWORD, or generated and printed once.`;

/** Administrative commands for a real deployment: `create-admin`. */
async function main() {
  // Everything this process writes (the database, uploads, the mail outbox, the demo
  // accounts' passwords) is for its owner alone.
  process.umask(0o077);
  const [command, ...rest] = process.argv.slice(2);
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
    await createAccount(database.db, {
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
