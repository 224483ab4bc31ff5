// No zod here, nor in any module this one imports but for types: the web app's first screen
// (its menu, routes and lists) takes record types from these declarations, and the schemas
// load with the forms that need them.
import type { FileCategory } from './files.js';
import type { ListSpec } from './list-spec.js';
import type { Resource } from './permissions.js';

/** Includes every record type offers. */
export const COMMON_INCLUDES = ['auditHistory', 'translations'] as const;

/**
 * What a record type of the API is, apart from the shapes of its records and bodies: its path
 * (also the permission prefix), what its list offers, which text fields are multilingual,
 * whether it has comments, and the files it carries. `defineResource` adds the schemas.
 */
export interface ResourceMeta {
  path: Resource;
  list: ListSpec;
  translatable: readonly string[];
  /**
   * The text fields a list's `search` looks in (multilingual ones in every language); by
   * default every multilingual field. Empty: the type has no search, and no screen offers one.
   */
  search: readonly string[];
  comments: boolean;
  /**
   * File categories a create or update may carry as multipart `media[i][file]` and
   * `media[i][type]`; empty when the record has no files. Records with files answer
   * `files` on reads (and on lists with `includes[]=files`); an update may name
   * `removeFiles` (file ids) to take some away.
   */
  files: readonly FileCategory[];
}

/** A record type's declaration; the list's includes gain the ones every record offers. */
export function defineMeta(def: {
  path: Resource;
  list: { filter: readonly string[]; sort: readonly string[]; includes?: readonly string[] };
  translatable: readonly string[];
  search?: readonly string[];
  comments: boolean;
  files?: readonly FileCategory[];
}): ResourceMeta {
  const files = def.files ?? [];
  const includes = [
    ...COMMON_INCLUDES,
    ...(files.length ? ['files'] : []),
    ...(def.list.includes ?? []),
  ];
  return { ...def, search: def.search ?? def.translatable, files, list: { ...def.list, includes } };
}

/** Every `*-categories` record type is the same; only its path differs. */
export function categoryMeta(path: Resource & `${string}-categories`): ResourceMeta {
  return defineMeta({
    path,
    list: {
      filter: ['id', 'name', 'createdAt', 'updatedAt'],
      sort: ['id', 'name', 'createdAt', 'updatedAt'],
    },
    translatable: ['name', 'description'],
    comments: false,
  });
}
