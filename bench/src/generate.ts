// `npm run bench:data -- --scale N`: fills a database through the project's own data layer
// (its config, migrations and account code) with a council's years of records, in three
// languages. SQLite by default (bench/.data), PostgreSQL when DATABASE_URL is set.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import pino from 'pino';
import { hashPassword } from '../../apps/server/src/auth/passwords.js';
import { prepare } from '../../apps/server/src/bootstrap.js';
import { connect } from '../../apps/server/src/db/connect.js';
import { SERVED_RESOURCES } from '../../apps/server/src/records/registry.js';
import { rebuildSearchIndex } from '../../apps/server/src/search/rebuild.js';
import {
  createAccount,
  generatePassword,
} from '../../apps/server/src/records/access/users/create.js';
import { benchAccountFile, benchDataDir, benchServerConfig, SCALE_ONE } from './config.js';
import { insertMany, type AnyDb } from './insert.js';
import { generatePlaces } from './places.js';
import { pastTime, random, texts, words } from './text.js';

const { values } = parseArgs({
  options: { scale: { type: 'string', default: '1' }, complaints: { type: 'string' } },
});
const scale = Number(values.scale);
if (!(scale > 0 && scale <= 10)) throw new Error('--scale takes a number above 0, up to 10');
const count = (n: number) => Math.max(1, Math.round(n * scale));
// `--complaints 1000000`: a complaints table of its own size, whatever the scale (issue 22).
const complaintCount = values.complaints ? Number(values.complaints) : count(SCALE_ONE.complaints);
if (!(Number.isInteger(complaintCount) && complaintCount > 0 && complaintCount <= 5_000_000)) {
  throw new Error('--complaints takes a whole number above 0, up to 5,000,000');
}

const dataDir = benchDataDir();
if (!process.env.DATABASE_URL) fs.rmSync(dataDir, { recursive: true, force: true });
const config = benchServerConfig(dataDir);
const database = connect(config.database);
const db = database.db as AnyDb;
await prepare(config, database, pino({ level: 'warn' }));
const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
if (existing)
  throw new Error('The benchmark database must start empty (PostgreSQL: use a new database)');

const rnd = random(20261121);
const now = new Date().toISOString();
const audited = (by: number | null) => ({
  createdAt: now,
  updatedAt: now,
  createdBy: by,
  deletedAt: null,
});
const started = Date.now();
console.log(
  `Generating scale ${scale} into ${database.kind === 'sqlite' ? dataDir : 'PostgreSQL'}`,
);

const password = generatePassword();
const admin = await createAccount(database, {
  name: 'Bench Admin',
  email: 'bench-admin@caffee.example',
  password,
  type: 'admin',
});
fs.mkdirSync(dataDir, { recursive: true });
fs.writeFileSync(
  benchAccountFile(dataDir),
  JSON.stringify({ email: admin.email, password, scale, complaints: complaintCount }),
  {
    mode: 0o600,
  },
);

const kebeleIds = await generatePlaces(db, rnd, count(SCALE_ONE.kebeles), audited(admin.id));
const instituteIds = await insertMany(db, 'institutes', count(SCALE_ONE.institutes), (i) => {
  const name = texts(rnd, 3);
  return {
    nameOm: `Biiroo ${name.om} ${i + 1}`,
    nameEn: `${name.en} bureau ${i + 1}`,
    nameAm: `${name.am} ቢሮ ${i + 1}`,
    kebeleId: rnd.pick(kebeleIds),
    phone: `+2519${String(10_000_000 + i)}`,
    ...audited(admin.id),
  };
});
const memberRole = await db
  .selectFrom('roles')
  .select('id')
  .where('key', '=', 'Member')
  .executeTakeFirstOrThrow();
const memberHash = await hashPassword(generatePassword());
const memberIds = await insertMany(db, 'users', count(SCALE_ONE.members), (i) => ({
  name: `Miseensa ${i + 1}`,
  email: `member${i + 1}@bench.example`,
  passwordHash: memberHash,
  type: 'member',
  status: 'active',
  locale: rnd.pick(['om', 'en', 'am']),
  roleId: memberRole.id,
  instituteId: null,
  lastLoginAt: null,
  kebeleId: rnd.pick(kebeleIds),
  ...audited(admin.id),
}));

const category = async (kind: string) =>
  insertMany(db, 'categories', 5, (i) => ({
    kind,
    nameOm: `Ramaddii ${i + 1}`,
    nameEn: `Category ${i + 1}`,
    nameAm: `ምድብ ${i + 1}`,
    ...audited(admin.id),
  }));
const newsCategories = await category('news-feed-categories');
const lawCategories = await category('enacted-law-categories');
const complaintCategories = await category('complain-categories');

const newsIds = await insertMany(db, 'newsFeeds', count(SCALE_ONE.news), () => {
  const [title, summary, body] = [texts(rnd, 6), texts(rnd, 20), texts(rnd, 80)];
  const published = rnd.next() < 0.9;
  return {
    titleOm: title.om,
    titleEn: title.en,
    titleAm: title.am,
    summaryOm: summary.om,
    summaryEn: summary.en,
    summaryAm: summary.am,
    bodyOm: body.om,
    bodyEn: body.en,
    bodyAm: body.am,
    categoryId: rnd.pick(newsCategories),
    status: published ? 'published' : 'draft',
    publishedAt: published ? pastTime(rnd, 3 * 365) : null,
    ...audited(admin.id),
  };
});
const lawIds = await insertMany(
  db,
  'enactedLaws',
  count(SCALE_ONE.laws),
  (i) => {
    const [title, body] = [texts(rnd, 8), texts(rnd, 250)];
    return {
      titleOm: `Labsii ${title.om}`,
      titleEn: `Proclamation on ${title.en}`,
      titleAm: `የ${title.am} አዋጅ`,
      bodyOm: body.om,
      bodyEn: body.en,
      bodyAm: body.am,
      proclamationNumber: `${i + 1}/${2000 + (i % 26)}`,
      categoryId: rnd.pick(lawCategories),
      enactedAt: pastTime(rnd, 25 * 365),
      effectiveAt: null,
      ...audited(admin.id),
    };
  },
  { batch: 200 },
);
const STATUSES = ['submitted', 'in_review', 'resolved', 'rejected'];
const complaintIds = await insertMany(db, 'complains', complaintCount, () => {
  const status = rnd.pick(STATUSES);
  return {
    subject: words(rnd, 'om', 6),
    description: words(rnd, 'om', 40),
    categoryId: rnd.pick(complaintCategories),
    instituteId: rnd.pick(instituteIds),
    complainantName: `Abbaa ${words(rnd, 'om', 1)}`,
    complainantPhone: null,
    complainantKebeleId: rnd.pick(kebeleIds),
    status,
    statusReason: status === 'rejected' ? words(rnd, 'om', 8) : null,
    ...audited(rnd.pick(memberIds)),
  };
});

await insertMany(
  db,
  'comments',
  count(SCALE_ONE.comments),
  () => {
    const onNews = rnd.next() < 0.5;
    const at = pastTime(rnd, 3 * 365);
    return {
      resource: onNews ? 'news-feeds' : 'complains',
      recordId: rnd.pick(onNews ? newsIds : complaintIds),
      body: words(rnd, 'om', 15),
      authorId: rnd.pick(memberIds),
      createdAt: at,
      updatedAt: at,
      deletedAt: null,
    };
  },
  { returnIds: false },
);
const RECORDS: [string, number[]][] = [
  ['news-feeds', newsIds],
  ['complains', complaintIds],
  ['enacted-laws', lawIds],
];
await insertMany(
  db,
  'auditLog',
  count(SCALE_ONE.audit),
  () => {
    const [resource, ids] = rnd.pick(RECORDS);
    const roll = rnd.next();
    return {
      resource,
      recordId: rnd.pick(ids),
      action: roll < 0.5 ? 'create' : roll < 0.95 ? 'update' : 'delete',
      actorId: admin.id,
      changes: null,
      requestId: null,
      createdAt: pastTime(rnd, 2 * 365),
    };
  },
  { batch: 1000, returnIds: false },
);

// The rows above went straight into their tables: the search index is built from them at once,
// as an installation's first start builds it (apps/server/src/search/rebuild.ts).
const indexing = Date.now();
const indexed = await rebuildSearchIndex(database, SERVED_RESOURCES);
console.log(`Search index: ${indexed} records in ${((Date.now() - indexing) / 1000).toFixed(1)} s`);

// Fresh statistics, so the planner knows the tables' sizes before the benchmark runs; on
// PostgreSQL a vacuum too, as autovacuum would after a bulk load: it marks the pages visible,
// so a count or a page by number reads the index alone (an index-only scan).
await sql`${sql.raw(database.kind === 'postgres' ? 'vacuum analyze' : 'analyze')}`.execute(db);
await database.close();
console.log(
  `Done in ${((Date.now() - started) / 1000).toFixed(0)} s. Benchmark account: ${path.relative(process.cwd(), benchAccountFile(dataDir))}`,
);
