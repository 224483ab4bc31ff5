import { Readable } from 'node:stream';
import {
  enactedLawCategoriesMeta,
  enactedLaws,
  newsFeedCategoriesMeta,
  newsFeeds,
  publicationsMeta,
} from '@caffee/contract';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { recordAudit } from '../../audit/audit-log.js';
import type { Database } from '../../db/database.js';
import { recordFiles } from '../../files/repository.js';
import { saveUpload } from '../../files/storage.js';
import type { DemoContext } from '../../seed/demo-context.js';
import { DEMO_LAWS, lawBody, type DemoLaw, type Texts } from './demo-laws.js';
import { DEMO_NEWS, DEMO_PUBLICATIONS } from './demo-news.js';
import { attachDemoPdf } from './demo-pdf.js';

type Named = Record<string, { name: Texts }>;

const NEWS_CATEGORIES = {
  council: { name: { om: 'Oduu Caffee', en: 'Council news', am: 'የጨፌ ዜና' } },
  development: { name: { om: 'Misooma', en: 'Development', am: 'ልማት' } },
  notice: { name: { om: 'Beeksisa', en: 'Notices', am: 'ማስታወቂያዎች' } },
} satisfies Named;

const LAW_CATEGORIES = {
  land: {
    name: {
      om: 'Lafa fi Qabeenya Uumamaa',
      en: 'Land and natural resources',
      am: 'መሬትና የተፈጥሮ ሀብት',
    },
  },
  finance: { name: { om: 'Maallaqa fi Galii', en: 'Finance and revenue', am: 'ፋይናንስና ገቢ' } },
  administration: {
    name: { om: 'Bulchiinsa fi Haqa', en: 'Administration and justice', am: 'አስተዳደርና ፍትሕ' },
  },
  social: { name: { om: 'Tajaajila Hawaasummaa', en: 'Social services', am: 'ማኅበራዊ አገልግሎቶች' } },
} satisfies Named;

/** Columns of a multilingual field: `title` → titleOm, titleEn, titleAm. */
const columns = (field: string, t: Texts) => ({
  [`${field}Om`]: t.om,
  [`${field}En`]: t.en,
  [`${field}Am`]: t.am,
});

const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const isoDate = (date: string) => new Date(date).toISOString();

/** Inserts a row as the admin did, with its history entry, and answers its id. */
async function insert(
  db: Kysely<Database>,
  table: 'categories' | 'newsFeeds' | 'enactedLaws' | 'publications',
  resource: string,
  values: Record<string, unknown>,
  adminId: number,
): Promise<number> {
  const row = await (db as Kysely<Record<string, Record<string, unknown>>>)
    .insertInto(table)
    .values({ createdBy: adminId, deletedAt: null, ...values })
    .returningAll()
    .executeTakeFirstOrThrow();
  const id = row.id as number;
  await recordAudit(db, {
    quiet: true,
    resource,
    recordId: id,
    action: 'create',
    actorId: adminId,
    after: row,
  });
  return id;
}

async function seedCategories<K extends string>(
  ctx: DemoContext,
  kind: string,
  named: Record<K, { name: Texts }>,
): Promise<Record<K, number>> {
  const ids = {} as Record<K, number>;
  for (const [key, { name }] of Object.entries(named) as [K, { name: Texts }][]) {
    ids[key] = await insert(
      ctx.db,
      'categories',
      kind,
      { kind, ...columns('name', name) },
      ctx.userIds.admin,
    );
  }
  return ids;
}

/** A plain cover picture in the council's colours, stored as an uploaded image would be. */
async function attachCover(ctx: DemoContext, recordId: number, colour: string) {
  const png = await sharp({ create: { width: 960, height: 540, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const saved = await saveUpload(ctx.storage, Readable.from(png), {
    filename: 'cover.png',
    category: 'image',
    field: 'media[0][file]',
  });
  await recordFiles(ctx.db, [saved], {
    resource: newsFeeds.path,
    recordId,
    createdBy: ctx.userIds.admin,
  });
}

const COVER_COLOURS = ['#0b6e4f', '#c8102e', '#1f4e79', '#d4a017'];

async function seedNews(ctx: DemoContext) {
  const categories = await seedCategories(ctx, newsFeedCategoriesMeta.path, NEWS_CATEGORIES);
  for (const [i, news] of DEMO_NEWS.entries()) {
    const publishedAt = news.publishedInDays === null ? null : daysFromNow(news.publishedInDays);
    const id = await insert(
      ctx.db,
      'newsFeeds',
      newsFeeds.path,
      {
        ...columns('title', news.title),
        ...columns('summary', news.summary),
        ...columns('body', news.body),
        categoryId: categories[news.category],
        status: news.status,
        publishedAt,
      },
      ctx.userIds.admin,
    );
    const colour = COVER_COLOURS[i];
    if (colour) await attachCover(ctx, id, colour);
  }
}

async function seedLaw(ctx: DemoContext, law: DemoLaw, categoryId: number) {
  const id = await insert(
    ctx.db,
    'enactedLaws',
    enactedLaws.path,
    {
      ...columns('title', law.title),
      ...columns('body', lawBody(law)),
      proclamationNumber: law.number,
      categoryId,
      enactedAt: isoDate(law.enactedAt),
      effectiveAt: isoDate(law.effectiveAt),
    },
    ctx.userIds.admin,
  );
  await attachDemoPdf(
    ctx.db,
    ctx.storage,
    { resource: enactedLaws.path, recordId: id, createdBy: ctx.userIds.admin },
    {
      name: `proclamation-${law.number.replace('/', '-')}.pdf`,
      lines: [`Proclamation No. ${law.number}`, law.title.en, `Enacted ${law.enactedAt}`],
    },
  );
}

async function seedPublications(ctx: DemoContext) {
  for (const p of DEMO_PUBLICATIONS) {
    const id = await insert(
      ctx.db,
      'publications',
      publicationsMeta.path,
      {
        ...columns('title', p.title),
        ...columns('description', p.description),
        kind: p.kind,
        publishedAt: isoDate(p.publishedAt),
      },
      ctx.userIds.admin,
    );
    await attachDemoPdf(
      ctx.db,
      ctx.storage,
      { resource: publicationsMeta.path, recordId: id, createdBy: ctx.userIds.admin },
      { name: p.file, lines: [p.title.en, p.description.en, `Published ${p.publishedAt}`] },
    );
  }
}

/** News (with drafts and a scheduled item), six laws with their PDFs, four publications. */
export async function seedPublishingDemo(ctx: DemoContext): Promise<void> {
  await seedNews(ctx);
  const lawCategories = await seedCategories(ctx, enactedLawCategoriesMeta.path, LAW_CATEGORIES);
  for (const law of DEMO_LAWS) await seedLaw(ctx, law, lawCategories[law.category]);
  await seedPublications(ctx);
}
