/** The address tree and the council's groups. */
import type { Generated } from 'kysely';
import type { Audited, Timestamp } from './common.js';

/** One level of the address tree; each level below regions adds the id of its parent. */
interface PlaceColumns extends Audited {
  id: Generated<number>;
  nameOm: string | null;
  nameEn: string | null;
  nameAm: string | null;
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
export interface CaffeeGroupsTable extends Audited {
  id: Generated<number>;
  nameOm: string | null;
  nameEn: string | null;
  nameAm: string | null;
  descriptionOm: string | null;
  descriptionEn: string | null;
  descriptionAm: string | null;
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
