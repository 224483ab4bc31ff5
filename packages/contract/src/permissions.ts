import { z } from 'zod';
import { FIELD_ERRORS } from './field-errors.js';

/** Every resource a permission can name, at its API path. */
export const RESOURCES = [
  'users',
  'roles',
  'permissions',
  'permission-categories',
  'news-feeds',
  'news-feed-categories',
  'enacted-laws',
  'enacted-law-categories',
  'publications',
  'surveys',
  'survey-categories',
  'questions',
  'forums',
  'forum-categories',
  'meetings',
  'meeting-categories',
  'calendar-events',
  'calendar-event-categories',
  'attendances',
  'attendance-categories',
  'complains',
  'complain-categories',
  'institutes',
  'institute-categories',
  'caffee-groups',
  'group-categories',
  'regions',
  'region-categories',
  'zones',
  'zone-categories',
  'woredas',
  'woreda-categories',
  'kebeles',
  'kebele-categories',
  'dashboard',
  'files',
] as const;
export type Resource = (typeof RESOURCES)[number];

export const CRUD_ACTIONS = ['list', 'read', 'create', 'update', 'delete', 'comment'] as const;

/** Workflow actions beyond CRUD, on the records that have them. */
export const WORKFLOW_ACTIONS = {
  complains: ['review'],
  questions: ['answer'],
  attendances: ['record'],
  users: ['activate'],
} as const satisfies Partial<Record<Resource, readonly string[]>>;

/** A permission is `resource:action`, e.g. `news-feeds:create`. */
export type Permission = `${Resource}:${string}`;
export const PermissionNameSchema = z
  .string()
  .regex(/^[a-z-]+:[a-z]+$/, { message: FIELD_ERRORS.permissionFormat });

/** Every permission that exists: each resource's CRUD actions plus its workflow actions. */
export function allPermissions(): Permission[] {
  return RESOURCES.flatMap((resource) => {
    const extra: readonly string[] =
      (WORKFLOW_ACTIONS as Partial<Record<Resource, readonly string[]>>)[resource] ?? [];
    return [...CRUD_ACTIONS, ...extra].map((action) => `${resource}:${action}` as Permission);
  });
}

/** Names of the roles every installation starts with. */
export const SYSTEM_ROLES = {
  admin: 'Administrator',
  institute: 'Institute',
  member: 'Member',
} as const;
