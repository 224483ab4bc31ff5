// The address tree from a region's official list in one file (`POST /address/import`): a row a
// kebele, with its zone and woreda by name (and their codes, if the list has them). A zone or
// woreda not there yet is made with its first row; a kebele already under its woreda is left
// as it is, so the same list can be imported again. Each record is made by its level's store,
// with the same checks as the forms; the rest is the generic import (records/import/).
import {
  FIELD_ERRORS,
  LOCALES,
  translatedInput,
  type FieldDecl,
  type Locale,
  type Resource,
} from '@caffee/contract';
import { sql } from 'kysely';
import { z } from 'zod';
import { forbidden, HttpError } from '../../http/errors.js';
import type { Services } from '../../services.js';
import { translatedColumn } from '../fields.js';
import type { ImportInto } from '../import/into.js';
import type { AnyDb, RequestContext, ServerResource } from '../server-resource.js';
import { resourceStore } from '../store.js';

const NAME_MAX = 200;
const CODE_MAX = 50;

const FIELDS: FieldDecl[] = [
  { name: 'regionId', kind: 'reference', ref: 'regions', required: true },
  { name: 'zone', kind: 'text', translatable: true, required: true, max: NAME_MAX },
  { name: 'zoneCode', kind: 'text', max: CODE_MAX },
  { name: 'woreda', kind: 'text', translatable: true, required: true, max: NAME_MAX },
  { name: 'woredaCode', kind: 'text', max: CODE_MAX },
  { name: 'kebele', kind: 'text', translatable: true, required: true, max: NAME_MAX },
  { name: 'kebeleCode', kind: 'text', max: CODE_MAX },
];

const code = z.string().trim().max(CODE_MAX).nullable().optional();
const Row = z.strictObject({
  regionId: z.number().int().positive({ message: FIELD_ERRORS.required }),
  zone: translatedInput(NAME_MAX),
  zoneCode: code,
  woreda: translatedInput(NAME_MAX),
  woredaCode: code,
  kebele: translatedInput(NAME_MAX),
  kebeleCode: code,
});
type TreeRow = z.infer<typeof Row>;
type Names = Partial<Record<Locale, string>>;

/** The languages a name is given in (a plain text: the reader's). */
const namesOf = (value: TreeRow['zone'], locale: Locale): Names =>
  typeof value === 'string' ? { [locale]: value } : value;

/** A live place under `parent` answering to one of `names` in its language, if any. */
async function placeNamed(
  db: AnyDb,
  table: 'zones' | 'woredas' | 'kebeles',
  parent: { column: string; id: number },
  names: Names,
): Promise<number | undefined> {
  const given = LOCALES.flatMap((l) => (names[l] ? [[l, names[l].toLowerCase()] as const] : []));
  const row = (await db
    .selectFrom(table)
    .select('id')
    .where(parent.column, '=', parent.id)
    .where('deletedAt', 'is', null)
    .where((eb) =>
      eb.or(
        given.map(([l, name]) =>
          eb(sql`lower(${sql.ref(translatedColumn('name', l))})`, '=', name),
        ),
      ),
    )
    .orderBy('id')
    .executeTakeFirst()) as { id: number } | undefined;
  return row?.id;
}

export function addressTreeImport(served: (path: Resource) => ServerResource): ImportInto {
  return {
    contract: {
      path: 'address',
      title: 'kebele',
      fields: FIELDS,
      translatable: FIELDS.filter((f) => f.translatable).map((f) => f.name),
      create: Row,
      // A list makes places; changing them is each level's own import's.
      update: z.strictObject({}),
    },
    access: 'kebeles:create',
    writer: (services: Services, ctx: RequestContext) => {
      const db = services.db as AnyDb;
      const store = (path: Resource) => resourceStore(services, served(path));
      const [zones, woredas, kebeles] = [store('zones'), store('woredas'), store('kebeles')];
      /** Makes a place of a level the reader may create there, answering its id. */
      const make = async (
        level: typeof zones,
        path: Resource,
        values: Record<string, unknown>,
        source: string | undefined,
      ) => {
        if (!ctx.auth.permissions.has(`${path}:create`)) {
          throw forbidden(`A new place needs ${path}:create`);
        }
        const row = (await level.create(values, ctx, [], { bare: true, source })) as { id: number };
        return row.id;
      };
      return {
        find: async () => undefined,
        update: () => {
          throw new HttpError(400, 'bad_request', 'An address list makes places: leave out id');
        },
        create: async (values, how) => {
          const row = values as TreeRow;
          const { locale } = ctx;
          const zoneNames = namesOf(row.zone, locale);
          const region = { column: 'regionId', id: row.regionId };
          const zoneId =
            (await placeNamed(db, 'zones', region, zoneNames)) ??
            (await make(
              zones,
              'zones',
              { name: zoneNames, code: row.zoneCode ?? null, regionId: row.regionId },
              how.source,
            ));
          const woredaNames = namesOf(row.woreda, locale);
          const zone = { column: 'zoneId', id: zoneId };
          const woredaId =
            (await placeNamed(db, 'woredas', zone, woredaNames)) ??
            (await make(
              woredas,
              'woredas',
              { name: woredaNames, code: row.woredaCode ?? null, zoneId },
              how.source,
            ));
          const kebeleNames = namesOf(row.kebele, locale);
          const woreda = { column: 'woredaId', id: woredaId };
          if (await placeNamed(db, 'kebeles', woreda, kebeleNames)) return 'unchanged';
          await make(
            kebeles,
            'kebeles',
            { name: kebeleNames, code: row.kebeleCode ?? null, woredaId },
            how.source,
          );
          return 'created';
        },
      };
    },
  };
}
