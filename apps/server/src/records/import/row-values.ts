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
import { readCell, wholeNumber } from './values.js';

/** A cell's value: a reference by id or by name, the rest as values.ts reads it. */
export function readValue(
  cell: Cell,
  field: FieldDecl,
  calendar: Calendar,
  locale: Locale,
  names: Map<string, NameIndex>,
) {
  const isRef = field.kind === 'reference' || field.kind === 'kebele';
  if (!isRef || cell === null || wholeNumber(cell) !== undefined) {
    return readCell(cell, field, calendar, locale);
  }
  const name = cellText(cell);
  const ids = names.get(field.name)?.get(foldName(name)) ?? [];
  if (ids.length === 0) return { problem: 'importNoSuchName' as const, params: { name } };
  if (ids.length > 1) return { problem: 'importAmbiguousName' as const, params: { name } };
  return { value: ids[0] };
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
      .map((row) => row[index] ?? null)
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
