import {
  DEFAULT_NOTIFICATION_CHANNELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationChoice,
  type NotificationKind,
} from '@caffee/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';

type Db = Kysely<Database>;

/** Where the council's own defaults are kept (`app_settings`): `{ kind: 'app,mail' }`. */
const DEFAULTS_SETTING = 'notification-defaults';

/** A stored channel list (`app,mail`), keeping only channels that exist. */
const parse = (stored: string): NotificationChannel[] =>
  stored
    .split(',')
    .filter((c): c is NotificationChannel =>
      (NOTIFICATION_CHANNELS as readonly string[]).includes(c),
    );

/** The council's channels for every kind: as administrators set them, else the product's. */
export async function councilDefaults(
  db: Db,
): Promise<Record<NotificationKind, NotificationChannel[]>> {
  const row = await db
    .selectFrom('appSettings')
    .select('value')
    .where('key', '=', DEFAULTS_SETTING)
    .executeTakeFirst();
  const set = row ? (JSON.parse(row.value) as Partial<Record<NotificationKind, string>>) : {};
  return Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => {
      const stored = set[kind];
      return [kind, stored === undefined ? DEFAULT_NOTIFICATION_CHANNELS[kind] : parse(stored)];
    }),
  ) as Record<NotificationKind, NotificationChannel[]>;
}

/** Sets the council's channels for the kinds given (the others keep theirs). */
export async function setCouncilDefaults(db: Db, choices: NotificationChoice[]): Promise<void> {
  const current = await councilDefaults(db);
  for (const c of choices) current[c.kind] = c.channels;
  const value = JSON.stringify(
    Object.fromEntries(Object.entries(current).map(([kind, list]) => [kind, list.join(',')])),
  );
  await db
    .insertInto('appSettings')
    .values({ key: DEFAULTS_SETTING, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

/** People's own choices, by user id and kind. */
export async function ownChoices(db: Db, userIds: readonly number[], kind?: NotificationKind) {
  const rows = userIds.length
    ? await db
        .selectFrom('notificationChoices')
        .select(['userId', 'kind', 'channels'])
        .where('userId', 'in', [...userIds])
        .$if(kind !== undefined, (qb) => qb.where('kind', '=', kind as NotificationKind))
        .execute()
    : [];
  const out = new Map<number, Map<NotificationKind, NotificationChannel[]>>();
  for (const r of rows) {
    const mine = out.get(r.userId) ?? new Map<NotificationKind, NotificationChannel[]>();
    mine.set(r.kind as NotificationKind, parse(r.channels));
    out.set(r.userId, mine);
  }
  return out;
}

/** Sets a person's channels per kind; `null` gives the kind back to the council's default. */
export async function setOwnChoices(
  db: Db,
  userId: number,
  choices: { kind: NotificationKind; channels: NotificationChannel[] | null }[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const { kind, channels } of choices) {
      if (channels === null) {
        await trx
          .deleteFrom('notificationChoices')
          .where('userId', '=', userId)
          .where('kind', '=', kind)
          .execute();
        continue;
      }
      const value = channels.join(',');
      await trx
        .insertInto('notificationChoices')
        .values({ userId, kind, channels: value })
        .onConflict((oc) => oc.columns(['userId', 'kind']).doUpdateSet({ channels: value }))
        .execute();
    }
  });
}
