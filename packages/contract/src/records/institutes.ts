import { z } from 'zod';
import { EmailSchema, PhoneSchema } from '../auth.js';
import { AddressSchema, RefSchema } from './address.js';
import { defineResource, recordBase } from '../resource.js';
import { translatedInput } from '../translation.js';
import { FIELD_ERRORS } from '../field-errors.js';
import { institutesMeta } from './institutes-meta.js';

export const INSTITUTE_NAME_MAX = 300;
export const INSTITUTE_DESCRIPTION_MAX = 4000;
export const WEBSITE_MAX = 300;

export const InstituteSchema = z.object({
  ...recordBase,
  name: z.string(),
  categoryId: z.number().int().nullable(),
  /** The institute's address: a kebele of the address tree (`includes[]=address` names it). */
  kebeleId: z.number().int().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  /** A link to the logo's thumbnail (the first `image` file); null shows the placeholder. */
  logoUrl: z.string().nullable().optional(),
  category: RefSchema.nullable().optional(),
  address: AddressSchema.nullable().optional(),
});
export type Institute = z.infer<typeof InstituteSchema>;

/** A web address people can open: http or https only. */
const WebsiteSchema = z.union([
  z.literal('').transform(() => null),
  z
    .string()
    .trim()
    .max(WEBSITE_MAX)
    .pipe(z.url({ protocol: /^https?$/, message: FIELD_ERRORS.url })),
]);
const emptyToNull = <T extends z.ZodType>(schema: T) =>
  z.union([z.literal('').transform(() => null), schema]);

const InstituteCreateSchema = z.strictObject({
  name: translatedInput(INSTITUTE_NAME_MAX),
  categoryId: z.number().int().positive().nullable().optional(),
  kebeleId: z.number().int().positive().nullable().optional(),
  phone: emptyToNull(PhoneSchema).nullable().optional(),
  email: emptyToNull(EmailSchema).nullable().optional(),
  website: WebsiteSchema.nullable().optional(),
  description: translatedInput(INSTITUTE_DESCRIPTION_MAX).nullable().optional(),
});

export const institutes = defineResource(institutesMeta, {
  record: InstituteSchema,
  create: InstituteCreateSchema,
  update: InstituteCreateSchema.partial(),
});
