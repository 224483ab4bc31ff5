import type { FieldErrorCode, Resource, ResourceContract } from '@caffee/contract';
import {
  kebeleCategoriesMeta,
  kebeles,
  regionCategoriesMeta,
  regions,
  woredaCategoriesMeta,
  woredas,
  zoneCategoriesMeta,
  zones,
} from '@caffee/contract';
import type { Kysely } from 'kysely';
import { invalidField } from '../../http/errors.js';
import type { Services } from '../../services.js';
import { serverResource, type IncludeLoader, type ServerResource } from '../server-resource.js';
import {
  ancestorsInclude,
  childCountInclude,
  countChildren,
  LEVELS,
  type LevelTable,
} from './place-chain.js';
import { registerImport } from '../import/import-route.js';
import { registerPlaceOptions, registerPlaceTree } from './place-routes.js';
import { addressTreeImport } from './tree-import.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- levels are chosen at run time
type AnyDb = Kysely<any>;

/** A code already used under the same parent, per level of the parent. */
const CODE_TAKEN_IN: Record<LevelTable, FieldErrorCode> = {
  regions: 'codeTakenInRegion',
  zones: 'codeTakenInZone',
  woredas: 'codeTakenInWoreda',
  kebeles: 'codeTaken',
};

const LEVEL_NAMES: Record<LevelTable, string> = {
  regions: 'region',
  zones: 'zone',
  woredas: 'woreda',
  kebeles: 'kebele',
};

interface PlaceLevel {
  contract: ResourceContract;
  categories: { path: Resource };
  table: LevelTable;
  /** The column naming the level above (`regionId` on zones); none on regions. */
  parent: string | null;
  /** The level below and its column naming this one. */
  child: { table: LevelTable; column: string } | null;
}

const PLACE_LEVELS: PlaceLevel[] = [
  {
    contract: regions,
    categories: regionCategoriesMeta,
    table: 'regions',
    parent: null,
    child: { table: 'zones', column: 'regionId' },
  },
  {
    contract: zones,
    categories: zoneCategoriesMeta,
    table: 'zones',
    parent: 'regionId',
    child: { table: 'woredas', column: 'zoneId' },
  },
  {
    contract: woredas,
    categories: woredaCategoriesMeta,
    table: 'woredas',
    parent: 'zoneId',
    child: { table: 'kebeles', column: 'woredaId' },
  },
  {
    contract: kebeles,
    categories: kebeleCategoriesMeta,
    table: 'kebeles',
    parent: 'woredaId',
    child: null,
  },
];

const parentTableOf = (level: PlaceLevel) =>
  LEVELS[LEVELS.findIndex((l) => l.table === level.table) - 1]?.table;

/**
 * The parent must be a live record of the level above, and a code must be free among the
 * record's siblings (after the write: a moved record keeps its code in its new parent).
 */
async function checkPlace(
  services: Services,
  level: PlaceLevel,
  values: Record<string, unknown>,
  existing?: Record<string, unknown>,
) {
  const db = services.db as AnyDb;
  // The category and the parent are the engine's to check (store/references.ts).
  const parentTable = parentTableOf(level);
  const code = values.code === undefined ? existing?.code : values.code;
  const moved = level.parent !== null && values[level.parent] !== undefined;
  if (!code || (values.code === undefined && !moved)) return;
  let qb = db
    .selectFrom(level.table)
    .select('id')
    .where('code', '=', code)
    .where('deletedAt', 'is', null);
  if (level.parent)
    qb = qb.where(level.parent, '=', values[level.parent] ?? existing?.[level.parent]);
  if (existing) qb = qb.where('id', '<>', existing.id);
  if (await qb.executeTakeFirst()) {
    throw invalidField('code', parentTable ? CODE_TAKEN_IN[parentTable] : 'codeTaken');
  }
}

function placeResource(level: PlaceLevel): ServerResource {
  const includes: Record<string, IncludeLoader> = {};
  if (level.child) includes.childCount = childCountInclude(level.child.table, level.child.column);
  if (level.parent) includes.ancestors = ancestorsInclude(level.table, level.parent);
  return serverResource({
    contract: level.contract,
    table: level.table,
    includes,
    // Counts are part of every read: the tree screens show them.
    ...(level.child ? { defaultIncludes: ['childCount'] } : {}),
    validate: (services, values, ctx) => checkPlace(services, level, values, ctx.existing),
    protect: async (row, change, _values, services) => {
      const { child } = level;
      if (change !== 'delete' || !child) return undefined;
      const n = (await countChildren(services.db, child.table, child.column, [row.id])).get(row.id);
      if (!n) return undefined;
      const what = n === 1 ? `1 ${LEVEL_NAMES[child.table]}` : `${n} ${child.table}`;
      return `This ${LEVEL_NAMES[level.table]} still has ${what}; move or delete them first`;
    },
    extend: (app, services, _store, served) => {
      if (level.table !== 'kebeles') {
        registerPlaceOptions(app, services, level.contract, level.table, level.parent);
      }
      if (level.table === 'regions') {
        registerPlaceTree(app, services);
        registerImport(app, services, addressTreeImport(served), served);
      }
    },
  });
}

/** The four levels of the address tree. */
export const placeResources: ServerResource[] = PLACE_LEVELS.map(placeResource);
