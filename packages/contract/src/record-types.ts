// No zod here, nor in the modules below: the web app's menu and the permission list are made
// from these declarations before any schema loads.
import * as access from './records/access-meta.js';
import * as roles from './records/roles-meta.js';
import * as institutes from './records/institutes-meta.js';
import * as address from './records/address-meta.js';
import * as engagement from './records/engagement-meta.js';
import * as meetings from './records/meetings-meta.js';
import * as publishing from './records/publishing-meta.js';
import { ACCESS_MENU_ORDER, type FieldDecl, type RecordDeclaration } from './resource-meta.js';

/** The modules of declarations, each a domain's (their other exports are constants and functions). */
const MODULES = [roles, access, institutes, address, engagement, meetings, publishing] as const;

/**
 * The declarations a module exports. Distributed over the modules' union (`M extends unknown`),
 * so that each module's declarations keep their own literal types.
 */
type MetasOf<M> = M extends unknown
  ? Extract<M[keyof M], { path: string; fields: readonly FieldDecl[] }>
  : never;

/** Every declared record type's declaration, each with its path's literal type. */
export type RecordMeta = MetasOf<(typeof MODULES)[number]>;
export type RecordPath = RecordMeta['path'];

const isMeta = (value: unknown): value is RecordMeta =>
  typeof value === 'object' &&
  value !== null &&
  ['path', 'fields', 'list', 'grants'].every((key) => key in value);

const declared = MODULES.flatMap((module) => Object.values(module).filter(isMeta));
const isCategory = (meta: RecordDeclaration) => meta.path.endsWith('-categories');
/**
 * The access section (roles, permissions; whose menu items have their own place, beside the
 * users) comes first, as the permission matrix has always shown it; then the menu's order.
 */
const orderOf = (meta: RecordDeclaration) => {
  const order = meta.menu?.order ?? 0;
  return order >= ACCESS_MENU_ORDER ? order - 2 * ACCESS_MENU_ORDER : order;
};

/**
 * Every declared record type, in the order people meet them: the menu's, each type followed
 * by the categories it files its records under. The permission matrix shows
 * them in this order.
 */
export const RECORD_METAS: readonly RecordDeclaration<RecordPath>[] = (() => {
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
