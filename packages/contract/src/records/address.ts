import { z } from 'zod';
import { GenderSchema } from '../auth.js';
import { listQuerySchema } from '../list-query.js';
import type { ListSpec } from '../list-spec.js';
import { LocaleSchema } from '../locale.js';
import { defineResource, recordBase } from '../resource.js';
import { translatedInput } from '../translation.js';
import { FIELD_ERRORS } from '../field-errors.js';
import {
  regionsMeta,
  zonesMeta,
  woredasMeta,
  kebelesMeta,
  caffeeGroupsMeta,
} from './address-meta.js';

/**
 * The address tree (regions > zones > woredas > kebeles) and the council's groups
 * (committees with sub-groups and members). Institutes' details live in institutes.ts,
 * member profiles in users.ts.
 */

export const PLACE_NAME_MAX = 200;
export const PLACE_CODE_MAX = 20;
export const GROUP_NAME_MAX = 300;
export const GROUP_DESCRIPTION_MAX = 4000;
/** At most this many rows from a `/all` picker list. */
export const OPTIONS_MAX = 5000;
export const GROUP_MEMBERS_MAX = 1000;

/** `{ id, name }` of a related record, in the request's language. */
export const RefSchema = z.object({ id: z.number().int(), name: z.string() });
export type Ref = z.infer<typeof RefSchema>;

const idRef = z.number().int().positive();
/** An administrative code; an empty string clears it. */
const CodeSchema = z.union([
  z.literal('').transform(() => null),
  z
    .string()
    .trim()
    .min(1)
    .max(PLACE_CODE_MAX)
    .regex(/^[A-Za-z0-9][A-Za-z0-9 ._/-]*$/, { message: FIELD_ERRORS.placeCodeFormat }),
]);

/** The places above a record, each `{ id, name }` (`includes[]=ancestors`). */
export const AncestorsSchema = z.object({
  region: RefSchema.optional(),
  zone: RefSchema.optional(),
  woreda: RefSchema.optional(),
});
/** A kebele with the places above it: an institute's address, a member's constituency. */
export const AddressSchema = AncestorsSchema.extend({ kebele: RefSchema });
export type Address = z.infer<typeof AddressSchema>;

const placeRecord = {
  ...recordBase,
  name: z.string(),
  code: z.string().nullable(),
  categoryId: z.number().int().nullable(),
  category: RefSchema.nullable().optional(),
};
/** Live children (zones of a region, woredas of a zone, kebeles of a woreda), always. */
const childCount = z.number().int().optional();
const ancestors = AncestorsSchema.nullable().optional();
const placeInput = {
  name: translatedInput(PLACE_NAME_MAX),
  code: CodeSchema.nullable().optional(),
  categoryId: idRef.nullable().optional(),
};
export const RegionSchema = z.object({ ...placeRecord, childCount });
export const ZoneSchema = z.object({
  ...placeRecord,
  regionId: z.number().int(),
  childCount,
  ancestors,
});
export const WoredaSchema = z.object({
  ...placeRecord,
  zoneId: z.number().int(),
  childCount,
  ancestors,
});
export const KebeleSchema = z.object({ ...placeRecord, woredaId: z.number().int(), ancestors });
export type Region = z.infer<typeof RegionSchema>;
export type Zone = z.infer<typeof ZoneSchema>;
export type Woreda = z.infer<typeof WoredaSchema>;
export type Kebele = z.infer<typeof KebeleSchema>;

const RegionCreateSchema = z.strictObject(placeInput);
const ZoneCreateSchema = z.strictObject({ ...placeInput, regionId: idRef });
const WoredaCreateSchema = z.strictObject({ ...placeInput, zoneId: idRef });
const KebeleCreateSchema = z.strictObject({ ...placeInput, woredaId: idRef });

export const regions = defineResource(regionsMeta, {
  record: RegionSchema,
  create: RegionCreateSchema,
  update: RegionCreateSchema.partial(),
});

export const zones = defineResource(zonesMeta, {
  record: ZoneSchema,
  create: ZoneCreateSchema,
  update: ZoneCreateSchema.partial(),
});

export const woredas = defineResource(woredasMeta, {
  record: WoredaSchema,
  create: WoredaCreateSchema,
  update: WoredaCreateSchema.partial(),
});

export const kebeles = defineResource(kebelesMeta, {
  record: KebeleSchema,
  create: KebeleCreateSchema,
  update: KebeleCreateSchema.partial(),
});

/** One choice of a picker (`regions/all`, `zones/all`, `woredas/all`). */
export const PlaceOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  parentId: z.number().int().nullable(),
});
export type PlaceOption = z.infer<typeof PlaceOptionSchema>;

/**
 * The query of a `/all` helper: the list's filters, search and sorting (by name unless
 * asked otherwise); no pagination, at most OPTIONS_MAX rows. The seed's client sends its
 * default list query here too: pagination and the list's includes are accepted and have
 * no effect on the fixed `{ id, name, parentId }` answer.
 */
export function optionsQuerySchema(spec: ListSpec) {
  const base = listQuerySchema(spec);
  return base.extend({ sorting: base.shape.sorting.unwrap().default({ name: 'asc' }) });
}

const treeNode = {
  id: z.number().int(),
  name: z.string(),
  code: z.string().nullable(),
  categoryId: z.number().int().nullable(),
  childCount: z.number().int(),
};
/** A woreda in `regions/tree`: its kebeles are counted, not listed. */
export const WoredaNodeSchema = z.object(treeNode);
export const ZoneNodeSchema = z.object({ ...treeNode, children: z.array(WoredaNodeSchema) });
export const RegionNodeSchema = z.object({ ...treeNode, children: z.array(ZoneNodeSchema) });
export type RegionNode = z.infer<typeof RegionNodeSchema>;
export const TreeQuerySchema = z.object({ locale: LocaleSchema.default('om') });

export const GroupSchema = z.object({
  ...recordBase,
  name: z.string(),
  description: z.string().nullable(),
  categoryId: z.number().int().nullable(),
  /** The group this one is a sub-group of; null for a top-level group. */
  parentId: z.number().int().nullable(),
  /** The member who chairs the group. */
  chairId: z.number().int().nullable(),
  subGroupCount: z.number().int().optional(),
  memberCount: z.number().int().optional(),
  category: RefSchema.nullable().optional(),
  parent: RefSchema.nullable().optional(),
  chair: RefSchema.nullable().optional(),
});
export type Group = z.infer<typeof GroupSchema>;

const GroupCreateSchema = z.strictObject({
  name: translatedInput(GROUP_NAME_MAX),
  description: translatedInput(GROUP_DESCRIPTION_MAX).nullable().optional(),
  categoryId: idRef.nullable().optional(),
  parentId: idRef.nullable().optional(),
  chairId: idRef.nullable().optional(),
});

export const caffeeGroups = defineResource(caffeeGroupsMeta, {
  record: GroupSchema,
  create: GroupCreateSchema,
  update: GroupCreateSchema.partial(),
});

/** A member of a group as `caffee-groups/{id}/members` lists them. */
export const GroupMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  gender: GenderSchema.nullable(),
  party: z.string().nullable(),
  position: z.string().nullable(),
  kebeleId: z.number().int().nullable(),
  pictureUrl: z.string().nullable(),
  /** True for the group's chair. */
  isChair: z.boolean(),
});
export type GroupMember = z.infer<typeof GroupMemberSchema>;

/** `PUT caffee-groups/{id}/members`: the whole set of members (users of type member). */
export const GroupMembersBodySchema = z.strictObject({
  userIds: z.array(idRef).max(GROUP_MEMBERS_MAX),
});

/** A group in `caffee-groups/tree`, with its sub-groups nested to any depth. */
export interface GroupNode {
  id: number;
  name: string;
  categoryId: number | null;
  chairId: number | null;
  memberCount: number;
  children: GroupNode[];
}
export const GroupNodeSchema: z.ZodType<GroupNode> = z.object({
  id: z.number().int(),
  name: z.string(),
  categoryId: z.number().int().nullable(),
  chairId: z.number().int().nullable(),
  memberCount: z.number().int(),
  get children() {
    return z.array(GroupNodeSchema);
  },
});
