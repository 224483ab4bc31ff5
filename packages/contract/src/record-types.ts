// No zod here, nor in the modules below: the web app's menu and the permission list are made
// from these declarations before any schema loads.
import * as access from './records/access-meta.js';
import * as roles from './records/roles-meta.js';
import * as institutes from './records/institutes-meta.js';
import * as address from './records/address-meta.js';
import * as engagement from './records/engagement-meta.js';
import * as meetings from './records/meetings-meta.js';
import * as publishing from './records/publishing-meta.js';
import { ACCESS_MENU_ORDER, type FieldDecl, type ResourceMeta } from './resource-meta.js';

/** The declarations a module exports (its other exports are constants and functions). */
type MetasOf<M> = Extract<M[keyof M], { path: string; fields: readonly FieldDecl[] }>;

/** Every declared record type's declaration, each with its path's literal type. */
export type RecordMeta =
  | MetasOf<typeof roles>
  | MetasOf<typeof access>
  | MetasOf<typeof institutes>
  | MetasOf<typeof address>
  | MetasOf<typeof engagement>
  | MetasOf<typeof meetings>
  | MetasOf<typeof publishing>;
export type RecordPath = RecordMeta['path'];

const isMeta = (value: unknown): value is RecordMeta =>
  typeof value === 'object' &&
  value !== null &&
  ['path', 'fields', 'list', 'grants'].every((key) => key in value);

const declared = [roles, access, institutes, address, engagement, meetings, publishing].flatMap(
  (module) => Object.values(module).filter(isMeta),
);
const isCategory = (meta: ResourceMeta<string>) => meta.path.endsWith('-categories');
/**
 * The access section (roles, permissions; whose menu items have their own place, beside the
 * users) comes first, as the permission matrix has always shown it; then the menu's order.
 */
const orderOf = (meta: ResourceMeta<string>) => {
  const order = meta.menu?.order ?? 0;
  return order >= ACCESS_MENU_ORDER ? order - 2 * ACCESS_MENU_ORDER : order;
};

/**
 * Every declared record type, in the order people meet them: the menu's, each type followed
 * by the categories it files its records under. The permission matrix shows
 * them in this order.
 */
export const RECORD_METAS: readonly ResourceMeta[] = (() => {
  const types = declared
    .filter((meta) => !isCategory(meta))
    .sort((a, b) => orderOf(a) - orderOf(b));
  const placed = new Set<string>();
  const ordered = types.flatMap((meta) => {
    const categories = meta.fields.flatMap((f: FieldDecl) =>
      declared.filter((c) => isCategory(c) && c.path === f.ref && !placed.has(c.path)),
    );
    categories.forEach((c) => placed.add(c.path));
    return [meta, ...categories];
  });
  return [...ordered, ...declared.filter((meta) => isCategory(meta) && !placed.has(meta.path))];
})();

/** A declared record type's declaration, by its path. */
export const recordMeta = (path: string) => RECORD_METAS.find((meta) => meta.path === path);
