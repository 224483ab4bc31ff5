// The council's own identity: its name in each language and its logo, kept in `app_settings`
// (one key per language) and in `files` (owner kind `council`). Every signed-in user reads it
// (the letterhead of every document, the web app's header); `settings:update` changes it.
import {
  LOCALES,
  pickTranslation,
  type Council,
  type CouncilUpdate,
  type Locale,
  type Translations,
} from '@caffee/contract';
import type { Kysely } from 'kysely';
import { diff, recordAudit } from '../audit/audit-log.js';
import type { Database } from '../db/database.js';
import type { SavedFile } from '../files/storage.js';
import type { RequestContext } from '../records/server-resource.js';
import { filesByRecord, replaceOnlyFile } from '../records/store/files.js';
import type { Services } from '../services.js';

/** The owner kind of the logo's file; there is one council, record 1. */
export const COUNCIL_FILES = 'council';
export const COUNCIL_ID = 1;

const NAME_KEYS: Record<Locale, string> = {
  om: 'council_name_om',
  en: 'council_name_en',
  am: 'council_name_am',
};

/** The name in every language; null where none is set. */
export async function councilNames(db: Kysely<Database>): Promise<Translations> {
  const rows = await db
    .selectFrom('appSettings')
    .select(['key', 'value'])
    .where('key', 'in', Object.values(NAME_KEYS))
    .execute();
  const value = new Map(rows.map((r) => [r.key, r.value]));
  return {
    om: value.get(NAME_KEYS.om) ?? null,
    en: value.get(NAME_KEYS.en) ?? null,
    am: value.get(NAME_KEYS.am) ?? null,
  };
}

/** The council as `GET settings/council` answers it, its name in `locale`. */
export async function findCouncil(services: Services, locale: Locale): Promise<Council> {
  const [names, files] = await Promise.all([
    councilNames(services.db),
    filesByRecord(services, COUNCIL_FILES, [COUNCIL_ID]),
  ]);
  return {
    name: pickTranslation(names, locale) || null,
    translations: { name: names },
    logo: files.get(COUNCIL_ID)?.at(-1) ?? null,
  };
}

/** A change of the council's settings, in its history (`settings`, record 1); tells nobody. */
async function audit(
  trx: Kysely<Database>,
  ctx: RequestContext,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
) {
  if (!diff(before, after)) return;
  await recordAudit(trx, {
    resource: 'settings',
    recordId: COUNCIL_ID,
    action: 'update',
    actorId: ctx.auth.user.id,
    requestId: ctx.requestId,
    before,
    after,
    quiet: true,
  });
}

/** Sets the name in the languages given; an empty one is cleared. */
export async function renameCouncil(
  services: Services,
  body: CouncilUpdate,
  ctx: RequestContext,
): Promise<void> {
  await services.db.transaction().execute(async (trx) => {
    const before = await councilNames(trx);
    for (const locale of LOCALES) {
      const text = body.name[locale];
      if (text === undefined) continue;
      const key = NAME_KEYS[locale];
      await trx.deleteFrom('appSettings').where('key', '=', key).execute();
      if (text !== '') await trx.insertInto('appSettings').values({ key, value: text }).execute();
    }
    await audit(trx, ctx, { name: before }, { name: await councilNames(trx) });
  });
}

/** Makes `files` (one image, or none) the council's logo; the one before is retired. */
export async function replaceCouncilLogo(
  services: Services,
  files: SavedFile[],
  ctx: RequestContext,
): Promise<void> {
  await services.db.transaction().execute(async (trx) => {
    const owner = { resource: COUNCIL_FILES, recordId: COUNCIL_ID, createdBy: ctx.auth.user.id };
    const { before, after } = await replaceOnlyFile(trx, owner, files);
    await audit(trx, ctx, { logoFileId: before }, { logoFileId: after });
  });
}
