/** The address tree and the council's groups. */
import type { Generated } from 'kysely';
import type { Audited, Timestamp, Translated } from './common.js';

/** One level of the address tree; each level below regions adds the id of its parent. */
interface PlaceColumns extends Audited, Translated<'name'> {
  id: Generated<number>;
  code: string | null;
  categoryId: number | null;
  deletedAt: Timestamp | null;
}
export type RegionsTable = PlaceColumns;
export interface ZonesTable extends PlaceColumns {
  regionId: number;
}
export interface WoredasTable extends PlaceColumns {
  zoneId: number;
}
export interface KebelesTable extends PlaceColumns {
  woredaId: number;
}

/** The council's groups (committees), nested by `parentId`. */
export interface CaffeeGroupsTable extends Audited, Translated<'name' | 'description'> {
  id: Generated<number>;
  categoryId: number | null;
  parentId: number | null;
  chairId: number | null;
  deletedAt: Timestamp | null;
}

export interface GroupMembersTable {
  groupId: number;
  userId: number;
  createdAt: Timestamp;
  createdBy: number | null;
}
