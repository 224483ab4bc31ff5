import type { z } from 'zod';
import type { FilterField } from './filter-values.js';
import type { ResourceMeta } from './permissions.js';

export interface FieldShape {
  type: string;
  options?: readonly string[];
  /** The element's shape, for arrays. */
  element?: FieldShape;
}

/** The base zod type of a field, under nullable/optional/default wrappers. */
export function fieldShapeOf(schema: z.ZodType): FieldShape {
  let s = schema as z.ZodType & { def: { type: string }; unwrap?: () => z.ZodType };
  while (['nullable', 'optional', 'default'].includes(s.def.type) && s.unwrap) {
    s = s.unwrap() as typeof s;
  }
  const options = (s as unknown as { options?: readonly string[] }).options;
  const element = (s as unknown as { element?: z.ZodType }).element;
  return {
    type: s.def.type,
    ...(options ? { options } : {}),
    ...(s.def.type === 'array' && element ? { element: fieldShapeOf(element) } : {}),
  };
}

/**
 * The kind of each field a record type's list filters or sorts on, from its read schema:
 * multilingual fields are text, `…At` fields dates, numbers 32-bit integers (every integer
 * column is), enums their options.
 */
export function filterFieldsOf(
  r: Pick<ResourceMeta, 'path' | 'list' | 'translatable'> & { record: z.ZodObject },
): Record<string, FilterField> {
  const shape = r.record.shape as Record<string, z.ZodType>;
  const fields: Record<string, FilterField> = {};
  for (const name of new Set([...r.list.filter, ...r.list.sort])) {
    const schema = shape[name];
    if (!schema) throw new Error(`${r.path}: list field ${name} is not in the record`);
    const { type, options } = fieldShapeOf(schema);
    if (r.translatable.includes(name)) fields[name] = { kind: 'string' };
    else if (type === 'number' || type === 'boolean') fields[name] = { kind: type };
    else if (type === 'enum') fields[name] = { kind: 'enum', values: options ?? [] };
    else if (name.endsWith('At')) fields[name] = { kind: 'date' };
    else fields[name] = { kind: 'string' };
  }
  return fields;
}
