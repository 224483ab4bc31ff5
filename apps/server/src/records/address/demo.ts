import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DemoContext } from '../../seed/demo-context.js';
import {
  DEMO_GROUPS,
  GROUP_CATEGORIES,
  INSTITUTE_CATEGORIES,
  type DemoGroup,
} from './demo-groups.js';
import {
  DEMO_REGIONS,
  demoKebeles,
  PLACE_CATEGORIES,
  type DemoPlace,
  type Names,
} from './demo-places.js';

type Db = Kysely<Database>;
const names = ([om, en, am]: Names, field = 'name') => ({
  [`${field}Om`]: om,
  [`${field}En`]: en,
  [`${field}Am`]: am,
});
const audited = { createdBy: null, deletedAt: null };

/** Inserts categories of one kind; answers their ids by key. */
async function seedCategories(db: Db, kind: string, byKey: Record<string, Names>) {
  const ids: Record<string, number> = {};
  for (const [key, label] of Object.entries(byKey)) {
    const row = await db
      .insertInto('categories')
      .values({ kind, ...names(label), ...audited })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[key] = row.id;
  }
  return ids;
}

const LEVELS = [
  { table: 'regions', parent: null, categories: 'region-categories' },
  { table: 'zones', parent: 'regionId', categories: 'zone-categories' },
  { table: 'woredas', parent: 'zoneId', categories: 'woreda-categories' },
  { table: 'kebeles', parent: 'woredaId', categories: 'kebele-categories' },
] as const;

/**
 * The address tree; answers each place's id by its path of codes (`OR/07/02/01` is
 * Oromia > West Shewa > Ambo > Kebele 01).
 */
async function seedPlaces(db: Db): Promise<Map<string, number>> {
  const categories: Record<string, Record<string, number>> = {};
  for (const [kind, byKey] of Object.entries(PLACE_CATEGORIES)) {
    categories[kind] = await seedCategories(db, kind, byKey);
  }
  const ids = new Map<string, number>();
  const insert = async (place: DemoPlace, depth: number, path: string, parentId: number | null) => {
    const level = LEVELS[depth];
    if (!level) return;
    const row = await db
      .insertInto(level.table)
      .values({
        ...names(place.names),
        code: place.code,
        categoryId: categories[level.categories]?.[place.category] ?? null,
        ...(level.parent ? { [level.parent]: parentId } : {}),
        ...audited,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const here = path ? `${path}/${place.code}` : place.code;
    ids.set(here, row.id);
    // Sample woredas get their kebeles; zones without sample woredas stay empty.
    const children = depth === 2 ? demoKebeles(place) : (place.children ?? []);
    for (const child of children) await insert(child, depth + 1, here, row.id);
  };
  for (const region of DEMO_REGIONS) await insert(region, 0, '', null);
  return ids;
}

/** Each demo institute's office, contacts and what it does. */
const INSTITUTE_DETAILS = [
  {
    kebele: 'AA/01/01/01',
    phone: '+251 11 551 0455',
    email: 'info@qonna.oromia.example',
    website: 'https://qonna.oromia.example',
    description: [
      'Misooma qonnaa, qonnaan bultootaa fi nageenya nyaataa naannichaa ni qindeessa.',
      "Leads the region's agricultural development, farmer support and food security.",
      'የክልሉን የግብርና ልማት፣ የአርሶ አደሮች ድጋፍና የምግብ ዋስትና ይመራል።',
    ],
  },
  {
    kebele: 'AA/02/01/01',
    phone: '+251 11 551 7611',
    email: 'info@fayyaa.oromia.example',
    website: 'https://fayyaa.oromia.example',
    description: [
      'Tajaajila fayyaa hawaasaa fi dhaabbilee fayyaa naannichaa ni bulchiisa.',
      "Runs the region's public health services and health facilities.",
      'የክልሉን የሕዝብ ጤና አገልግሎቶችና የጤና ተቋማት ያስተዳድራል።',
    ],
  },
  {
    kebele: 'AA/03/02/01',
    phone: '+251 11 553 2290',
    email: 'info@barnoota.oromia.example',
    website: 'https://barnoota.oromia.example',
    description: [
      'Barnoota sadarkaa hundaa fi qulqullina isaa naannicha keessatti ni hordofa.',
      'Oversees schooling at every level and its quality across the region.',
      'በክልሉ በሁሉም ደረጃ ያለውን ትምህርትና ጥራቱን ይከታተላል።',
    ],
  },
] as const;

async function seedInstitutes(db: Db, instituteIds: number[], places: Map<string, number>) {
  const categories = await seedCategories(db, 'institute-categories', INSTITUTE_CATEGORIES);
  for (const [i, id] of instituteIds.entries()) {
    const details = INSTITUTE_DETAILS[i];
    if (!details) continue;
    await db
      .updateTable('institutes')
      .set({
        categoryId: categories.bureau ?? null,
        kebeleId: places.get(details.kebele) ?? null,
        phone: details.phone,
        email: details.email,
        website: details.website,
        ...names(details.description, 'description'),
      })
      .where('id', '=', id)
      .execute();
  }
}

/**
 * Who sits in each committee, by their place in the demo's members (0 is the demo member, who
 * sits in two and chairs one), and who chairs it.
 */
const SEATS: Record<string, { members: number[]; chair?: number }> = {
  economy: { members: [0, 1, 2], chair: 1 },
  agriculture: { members: [0, 4], chair: 0 },
  finance: { members: [3, 2, 0], chair: 3 },
  audit: { members: [6] },
  social: { members: [5, 3], chair: 5 },
  health: { members: [5, 1] },
  education: { members: [1] },
  legal: { members: [6, 4, 2], chair: 6 },
  women: { members: [3, 5, 1], chair: 5 },
};

/** The other demo members' profiles, in the order of the demo's members after the first. */
const PROFILES = [
  { gender: 'female', position: 'Itti-gaafattuu Koree Dhimmoota Dinagdee' },
  { gender: 'male', position: 'Miseensa Koree Dhimmoota Seeraa' },
  { gender: 'female', position: 'Itti-gaafattuu Koree Xiqqaa Maallaqaa fi Baajataa' },
  { gender: 'male', position: 'Miseensa Koree Xiqqaa Qonnaa' },
  { gender: 'female', position: 'Itti-gaafattuu Koree Dhimmoota Hawaasummaa' },
  { gender: 'male', position: 'Itti-gaafatamaa Koree Dhimmoota Seeraa fi Bulchiinsaa' },
] as const;

/** The demo's members in order: the demo member first (alone in a domain's own test). */
const membersOf = (ctx: DemoContext) =>
  ctx.memberIds?.length ? ctx.memberIds : ctx.userIds.member ? [ctx.userIds.member] : [];

/** Committees and sub-committees, each with its members and most with a chair. */
async function seedGroups(db: Db, ctx: DemoContext) {
  const categories = await seedCategories(db, 'group-categories', GROUP_CATEGORIES);
  const members = membersOf(ctx);
  const insert = async (group: DemoGroup, parentId: number | null) => {
    const seats = SEATS[group.key] ?? { members: [] };
    const seated = seats.members.flatMap((i) => (members[i] ? [members[i]] : []));
    const chair = seats.chair === undefined ? undefined : members[seats.chair];
    const row = await db
      .insertInto('caffeeGroups')
      .values({
        ...names(group.names),
        ...names(group.description, 'description'),
        categoryId: categories[group.category] ?? null,
        parentId,
        chairId: chair && seated.includes(chair) ? chair : null,
        ...audited,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    if (seated.length) {
      const createdAt = new Date().toISOString();
      await db
        .insertInto('groupMembers')
        .values(seated.map((userId) => ({ groupId: row.id, userId, createdAt, createdBy: null })))
        .execute();
    }
    for (const child of group.children ?? []) await insert(child, row.id);
  };
  for (const group of DEMO_GROUPS) await insert(group, null);
}

/** The demo members' constituencies, parties and positions. */
async function seedProfile(db: Db, ctx: DemoContext, places: Map<string, number>) {
  const [first, ...others] = membersOf(ctx);
  if (!first) return;
  const kebeleId = places.get('OR/07/02/01') ?? null;
  await db
    .updateTable('users')
    .set({
      gender: 'male',
      kebeleId,
      party: 'Paartii Badhaadhinaa',
      position: 'Itti-gaafatamaa Koree Xiqqaa Qonnaa fi Misooma Baadiyyaa',
    })
    .where('id', '=', first)
    .execute();
  for (const [i, id] of others.entries()) {
    const profile = PROFILES[i % PROFILES.length];
    if (!profile) continue;
    await db
      .updateTable('users')
      .set({ ...profile, kebeleId, party: 'Paartii Badhaadhinaa' })
      .where('id', '=', id)
      .execute();
  }
}

/**
 * The regions of Ethiopia, Oromia's zones with sample woredas and kebeles, the demo
 * institutes' details, the council's committees with their members and the demo members'
 * profiles. Runs once: a database that already has regions is left as it is.
 */
export async function seedAddressDemo(ctx: DemoContext): Promise<void> {
  const seeded = await ctx.db.selectFrom('regions').select('id').limit(1).executeTakeFirst();
  if (seeded) return;
  await ctx.db.transaction().execute(async (trx) => {
    const places = await seedPlaces(trx);
    await seedInstitutes(trx, ctx.instituteIds, places);
    await seedGroups(trx, ctx);
    await seedProfile(trx, ctx, places);
  });
}
