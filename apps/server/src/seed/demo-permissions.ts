import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';

type Names = [om: string, en: string, am: string];

/**
 * The permission categories of the demo: one per part of the council's work, each holding the
 * permissions on its record types and their categories. A permission of a resource none
 * names (users, roles, permissions, the dashboard, files) falls in the last, the access one.
 */
const PERMISSION_CATEGORIES: { names: Names; resources: string[] }[] = [
  {
    names: ['Maxxansa', 'Publishing', 'ሕትመት'],
    resources: [
      'news-feeds',
      'news-feed-categories',
      'enacted-laws',
      'enacted-law-categories',
      'publications',
    ],
  },
  {
    names: ['Hirmaannaa miseensotaa', 'Engagement', 'ተሳትፎ'],
    resources: [
      'surveys',
      'survey-categories',
      'questions',
      'forums',
      'forum-categories',
      'complains',
      'complain-categories',
    ],
  },
  {
    names: ['Walgahii fi kaalaandara', 'Meetings and calendar', 'ስብሰባዎችና የቀን መቁጠሪያ'],
    resources: [
      'meetings',
      'meeting-categories',
      'calendar-events',
      'calendar-event-categories',
      'attendances',
      'attendance-categories',
    ],
  },
  {
    names: [
      'Teessoo, dhaabbilee fi gareewwan',
      'Places, institutes and groups',
      'አድራሻ፣ ተቋማትና ቡድኖች',
    ],
    resources: [
      ...['region', 'zone', 'woreda', 'kebele'].flatMap((p) => [`${p}s`, `${p}-categories`]),
      'institutes',
      'institute-categories',
      'caffee-groups',
      'group-categories',
    ],
  },
  {
    names: ['Fayyadamtootaa fi hayyama', 'Users and access', 'ተጠቃሚዎችና ፈቃዶች'],
    resources: [],
  },
];

/** Which category a permission's resource goes in (the last when no other names it). */
export function permissionCategoryIndex(resource: string): number {
  const found = PERMISSION_CATEGORIES.findIndex((c) => c.resources.includes(resource));
  return found >= 0 ? found : PERMISSION_CATEGORIES.length - 1;
}

/** The demo's permission categories, every permission (made at start) filed under one. */
export async function seedPermissionCategories(db: Kysely<Database>): Promise<void> {
  const ids: number[] = [];
  for (const { names } of PERMISSION_CATEGORIES) {
    const [nameOm, nameEn, nameAm] = names;
    const row = await db
      .insertInto('categories')
      .values({
        kind: 'permission-categories',
        nameOm,
        nameEn,
        nameAm,
        createdBy: null,
        deletedAt: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  const permissions = await db.selectFrom('permissions').select(['id', 'resource']).execute();
  for (const [index, categoryId] of ids.entries()) {
    const mine = permissions.filter((p) => permissionCategoryIndex(p.resource) === index);
    if (mine.length === 0) continue;
    await db
      .updateTable('permissions')
      .set({ categoryId })
      .where(
        'id',
        'in',
        mine.map((p) => p.id),
      )
      .execute();
  }
}
