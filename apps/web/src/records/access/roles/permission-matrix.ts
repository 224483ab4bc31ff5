import { CRUD_ACTIONS, RESOURCES, WORKFLOW_ACTIONS, type Resource } from '@caffee/contract';

const WORKFLOW: Partial<Record<Resource, readonly string[]>> = WORKFLOW_ACTIONS;

/** The matrix's columns: the CRUD actions, then every workflow action (review, answer, …). */
export const MATRIX_ACTIONS: readonly string[] = [
  ...CRUD_ACTIONS,
  ...new Set(Object.values(WORKFLOW).flat()),
];

/** The matrix's rows. */
export const MATRIX_RESOURCES: readonly Resource[] = RESOURCES;

export const permissionName = (resource: string, action: string) => `${resource}:${action}`;

/** Whether `resource:action` exists: every CRUD action, a workflow action where it belongs. */
export function cellExists(resource: Resource, action: string): boolean {
  return (
    (CRUD_ACTIONS as readonly string[]).includes(action) ||
    (WORKFLOW[resource] ?? []).includes(action)
  );
}

/** Every permission of one row (a resource). */
export const rowPermissions = (resource: Resource): string[] =>
  MATRIX_ACTIONS.filter((action) => cellExists(resource, action)).map((action) =>
    permissionName(resource, action),
  );

/** Every permission of one column (an action). */
export const columnPermissions = (action: string): string[] =>
  MATRIX_RESOURCES.filter((resource) => cellExists(resource, action)).map((resource) =>
    permissionName(resource, action),
  );

export type GroupState = 'all' | 'some' | 'none';

/** How much of a row or column a role has: drives the checked and indeterminate toggles. */
export function groupState(granted: ReadonlySet<string>, names: readonly string[]): GroupState {
  const count = names.filter((name) => granted.has(name)).length;
  if (count === 0) return 'none';
  return count === names.length ? 'all' : 'some';
}

/**
 * The whole set a toggle sends: `names` added (on) or removed (off). Permissions outside the
 * matrix (custom ones) are kept; the result is sorted so equal sets look equal.
 */
export function toggled(
  granted: readonly string[],
  names: readonly string[],
  on: boolean,
): string[] {
  const next = new Set(granted);
  for (const name of names) {
    if (on) next.add(name);
    else next.delete(name);
  }
  return [...next].sort();
}

/** A group toggle turns everything on unless it is all on already. */
export const groupTurnsOn = (state: GroupState) => state !== 'all';
