// The engine's own check of a record's references: each declared `reference` field names a live
// record of its type. A type's `validate` may check more (a scope, its own error code) and runs
// first; this catches what none checks, so a plain type needs no rule for its references.
import type { FieldDecl, FieldErrorCode, ResourceContract } from '@caffee/contract';
import { tableOf } from '../../db/record-table.js';
import { invalidField } from '../../http/errors.js';
import type { AnyDb } from '../server-resource.js';

/**
 * Where a referenced type keeps its rows: its path's table (`tableOf`; users too, which no
 * generic declaration serves); categories share one table, by kind.
 */
function liveRow(db: AnyDb, ref: string, id: number) {
  const isCategory = ref.endsWith('-categories');
  let qb = db
    .selectFrom(isCategory ? 'categories' : tableOf({ path: ref }))
    .select('id')
    .where('id', '=', id)
    .where('deletedAt', 'is', null);
  if (isCategory) qb = qb.where('kind', '=', ref);
  return qb.executeTakeFirst();
}

/** The code a missing reference is refused with: the forms' own for the types that have one. */
const NO_SUCH: Record<string, FieldErrorCode> = {
  regions: 'noSuchRegion',
  zones: 'noSuchZone',
  woredas: 'noSuchWoreda',
  kebeles: 'noSuchKebele',
  institutes: 'noSuchInstitute',
  roles: 'noSuchRole',
  surveys: 'noSuchSurvey',
  'caffee-groups': 'noSuchGroup',
};
const noSuch = (ref: string): FieldErrorCode =>
  ref.endsWith('-categories') ? 'noSuchCategory' : (NO_SUCH[ref] ?? 'noSuchRecord');

/**
 * Refuses (422 on the field: `noSuchCategory`, `noSuchZone`..., else `noSuchRecord`) a
 * reference a write sets to a missing record. The only check of a type's categories and of a
 * place's parent: their types' own `validate` leaves them here.
 */
export function referenceCheck(db: AnyDb, contract: Pick<ResourceContract, 'fields'>) {
  const refs = contract.fields.filter(
    (f): f is FieldDecl & { ref: string } => f.kind === 'reference' && Boolean(f.ref),
  );
  return async (values: Record<string, unknown>, existing?: Record<string, unknown>) => {
    for (const field of refs) {
      const value = values[field.name];
      if (value === null || value === undefined || existing?.[field.name] === value) continue;
      const id = Number(value);
      if (!Number.isSafeInteger(id) || !(await liveRow(db, field.ref, id))) {
        throw invalidField(field.name, noSuch(field.ref));
      }
    }
  };
}
