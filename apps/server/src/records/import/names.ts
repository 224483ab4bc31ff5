// References given by name in an imported file: a category, an institute, a group, a parent
// zone by its name in any language (or its code), a person by email or name, a kebele as
// "Kebele, Woreda, Zone". Looked up for the whole file at once: a query per referenced type
// per few hundred names, through what the reader may see of that type.
import { LOCALES, type Resource } from '@caffee/contract';
import { sql } from 'kysely';
import { translatedColumn } from '../fields.js';
import type { AnyDb, AnyQuery } from '../server-resource.js';

/** A name as compared: case and Unicode forms aside (SQL compares `lower()` of both). */
export const foldName = (text: string) => text.normalize('NFC').trim().toLowerCase();

/** `folded name → ids` of the records that answer to it. */
export type NameIndex = Map<string, number[]>;

const CHUNK = 300;

function addTo(index: NameIndex, name: unknown, id: number) {
  if (typeof name !== 'string' || name === '') return;
  const key = foldName(name);
  const ids = index.get(key) ?? [];
  if (!ids.includes(id)) ids.push(id);
  index.set(key, ids);
}

/** The columns a type is named by: its title (each language of it) and its code, if any. */
export function nameColumns(contract: {
  title: string;
  translatable: readonly string[];
  fields: readonly { name: string }[];
}): string[] {
  const title = contract.translatable.includes(contract.title)
    ? LOCALES.map((l) => translatedColumn(contract.title, l))
    : [contract.title];
  return contract.fields.some((f) => f.name === 'code') ? [...title, 'code'] : title;
}

/**
 * The records of `visible` (a type's scoped query over `table`) named by any of `names` in
 * any of `columns`.
 */
export async function recordsNamed(
  visible: () => AnyQuery,
  table: string,
  columns: string[],
  names: string[],
): Promise<NameIndex> {
  const index: NameIndex = new Map();
  const wanted = [...new Set(names.map(foldName))];
  for (let i = 0; i < wanted.length; i += CHUNK) {
    const chunk = wanted.slice(i, i + CHUNK);
    const rows = (await visible()
      .select([`${table}.id as id`, ...columns.map((c) => `${table}.${c} as ${c}`)])
      .where((eb) =>
        eb.or(columns.map((c) => eb(sql`lower(${sql.ref(`${table}.${c}`)})`, 'in', chunk))),
      )
      .execute()) as Record<string, unknown>[];
    for (const row of rows) for (const c of columns) addTo(index, row[c], row.id as number);
  }
  return index;
}

/** People by email or by name (accounts are no served record type). */
export async function peopleNamed(db: AnyDb, names: string[]): Promise<NameIndex> {
  return recordsNamed(
    () => db.selectFrom('users').where('users.deletedAt', 'is', null),
    'users',
    ['email', 'name'],
    names,
  );
}

/**
 * Kebeles by "Kebele, Woreda, Zone" (an export's reading) or by the kebele's name alone:
 * the kebeles of that name whose woreda and zone answer to the names after it, if given.
 */
export async function kebelesNamed(db: AnyDb, trails: string[]): Promise<NameIndex> {
  const split = trails.map((t) => t.split(',').map(foldName));
  const first = [...new Set(split.map((parts) => parts[0] ?? ''))];
  const names = (prefix: string) => LOCALES.map((l) => `${prefix}.${translatedColumn('name', l)}`);
  const rows: Record<string, unknown>[] = [];
  for (let i = 0; i < first.length; i += CHUNK) {
    const chunk = first.slice(i, i + CHUNK);
    rows.push(
      ...((await db
        .selectFrom('kebeles')
        .innerJoin('woredas', 'woredas.id', 'kebeles.woredaId')
        .innerJoin('zones', 'zones.id', 'woredas.zoneId')
        .where('kebeles.deletedAt', 'is', null)
        .where((eb) =>
          eb.or(names('kebeles').map((c) => eb(sql`lower(${sql.ref(c)})`, 'in', chunk))),
        )
        .select([
          'kebeles.id as id',
          ...['kebeles', 'woredas', 'zones'].flatMap((t) =>
            LOCALES.map((l) => `${t}.${translatedColumn('name', l)} as ${t}_${l}`),
          ),
        ])
        .execute()) as Record<string, unknown>[]),
    );
  }
  const answers = (row: Record<string, unknown>, table: string, name: string | undefined) =>
    name === undefined ||
    LOCALES.some(
      (l) =>
        typeof row[`${table}_${l}`] === 'string' &&
        foldName(row[`${table}_${l}`] as string) === name,
    );
  const index: NameIndex = new Map();
  trails.forEach((trail, i) => {
    const [kebele, woreda, zone] = split[i] ?? [];
    for (const row of rows) {
      if (
        answers(row, 'kebeles', kebele) &&
        answers(row, 'woredas', woreda) &&
        answers(row, 'zones', zone)
      ) {
        addTo(index, trail, row.id as number);
      }
    }
  });
  return index;
}

/** What a reference field points at, to look names up in. */
export type NameTarget = Resource | 'users' | 'kebeles';
