// A row's cells as the values its fields take: references by name looked up for the whole
// file first (names.ts), the other kinds as values.ts reads them.
import type { Calendar, FieldDecl, Locale, Resource } from '@caffee/contract';
import type { Services } from '../../services.js';
import type { AnyDb, RequestContext, ServerResource } from '../server-resource.js';
import { resourceStore } from '../store.js';
import type { Placed } from './columns.js';
import {
  foldName,
  kebelesNamed,
  nameColumns,
  peopleNamed,
  recordsNamed,
  type NameIndex,
} from './names.js';
import { cellText, type Cell, type Sheet } from './sheet.js';
import { readCell, wholeNumber, type Read } from './values.js';

/** The names (or ids) a cell of a list of references gives: `;` or a line between them. */
const partsOf = (cell: Cell): Cell[] =>
  typeof cell === 'string'
    ? cell
        .split(/[;\n]/)
        .map((part) => part.trim())
        .filter((part) => part !== '')
    : cell === null
      ? []
      : [cell];

/** A reference by id or by name. */
function readReference(cell: Cell, field: FieldDecl, names: Map<string, NameIndex>): Read {
  const id = wholeNumber(cell);
  if (id !== undefined) return { value: id };
  const name = cellText(cell);
  const ids = names.get(field.name)?.get(foldName(name)) ?? [];
  if (ids.length === 0) return { problem: 'importNoSuchName', params: { name } };
  if (ids.length > 1) return { problem: 'importAmbiguousName', params: { name } };
  return { value: ids[0] };
}

/** A cell's value: a reference (or a list of them) by id or by name, the rest as values.ts reads it. */
export function readValue(
  cell: Cell,
  field: FieldDecl,
  calendar: Calendar,
  locale: Locale,
  names: Map<string, NameIndex>,
): Read {
  if (field.many) {
    // An empty cell is no list: a new record is given none, a row with an id empties it.
    if (cell === null) return { value: null };
    const ids: unknown[] = [];
    for (const part of partsOf(cell)) {
      const read = readReference(part, field, names);
      if ('problem' in read) return read;
      if (!ids.includes(read.value)) ids.push(read.value);
    }
    return { value: ids };
  }
  const isRef = field.kind === 'reference' || field.kind === 'kebele';
  if (!isRef || cell === null || wholeNumber(cell) !== undefined) {
    return readCell(cell, field, calendar, locale);
  }
  return readReference(cell, field, names);
}

/**
 * The ids of the names the file's reference columns give, per field: through what the reader
 * may see of each referenced type (people by email or name; kebeles by their trail).
 */
export async function lookUpNames(
  db: AnyDb,
  services: Services,
  served: (path: Resource) => ServerResource,
  ctx: RequestContext,
  sheet: Sheet,
  placed: Placed[],
): Promise<Map<string, NameIndex>> {
  const out = new Map<string, NameIndex>();
  for (const { index, column } of placed) {
    const { field } = column.target;
    if (field.kind !== 'reference' && field.kind !== 'kebele') continue;
    const names = sheet.rows
      .flatMap((row) => (field.many ? partsOf(row[index] ?? null) : [row[index] ?? null]))
      .filter((cell) => cell !== null && wholeNumber(cell) === undefined)
      .map(cellText);
    if (names.length === 0) continue;
    if (field.kind === 'kebele') out.set(field.name, await kebelesNamed(db, names));
    else if (field.ref === 'users') out.set(field.name, await peopleNamed(db, names));
    else {
      const target = served(field.ref as Resource);
      const store = resourceStore(services, target);
      out.set(
        field.name,
        await recordsNamed(
          () => store.visible(ctx, db),
          target.table,
          nameColumns(target.contract),
          names,
        ),
      );
    }
  }
  return out;
}
