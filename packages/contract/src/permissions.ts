// No zod here: the web app's menu and screens read the resources before any schema loads.
import { RECORD_METAS, type RecordPath } from './record-types.js';
import type { FieldDecl, RecordDeclaration } from './resource-meta.js';

/**
 * What a permission may name that is not a declared record type: the dashboard, the files, the
 * council's settings (its name and logo, `settings:update`), and
 * (until they are declared like the rest) users.
 */
const OTHER_RESOURCES = ['users', 'dashboard', 'files', 'settings'] as const;

/** Every resource a permission can name, at its API path: the record types, then the rest. */
export type Resource = RecordPath | (typeof OTHER_RESOURCES)[number];
export const RESOURCES: readonly Resource[] = [
  ...OTHER_RESOURCES.slice(0, 1),
  ...RECORD_METAS.map((meta) => meta.path),
  ...OTHER_RESOURCES.slice(1),
];

/** A record type's declaration as generic code takes it: its path any resource unless `P` narrows it. */
export type ResourceMeta<
  P extends string = Resource,
  F extends readonly FieldDecl[] = readonly FieldDecl[],
  I extends readonly string[] = readonly string[],
> = RecordDeclaration<P, F, I>;

/** Whether a name (a declaration's `ref`, a permission's prefix) is a resource. */
export const isResource = (name: string | undefined): name is Resource =>
  (RESOURCES as readonly (string | undefined)[]).includes(name);

export const CRUD_ACTIONS = ['list', 'read', 'create', 'update', 'delete', 'comment'] as const;

/** Workflow actions beyond CRUD, on the records that have them (their declarations' `actions`). */
export const WORKFLOW_ACTIONS: Partial<Record<Resource, readonly string[]>> = Object.fromEntries([
  ['users', ['activate']],
  ...RECORD_METAS.filter((meta) => meta.actions.length > 0).map((meta) => [
    meta.path,
    meta.actions,
  ]),
]);

/** A permission is `resource:action`, e.g. `news-feeds:create`. */
export type Permission = `${Resource}:${string}`;

/** Every permission that exists: each resource's CRUD actions plus its workflow actions. */
export function allPermissions(): Permission[] {
  return RESOURCES.flatMap((resource) => {
    const extra = WORKFLOW_ACTIONS[resource] ?? [];
    return [...CRUD_ACTIONS, ...extra].map((action) => `${resource}:${action}` as Permission);
  });
}

/** Names of the roles every installation starts with. */
export const SYSTEM_ROLES = {
  admin: 'Administrator',
  institute: 'Institute',
  member: 'Member',
} as const;
