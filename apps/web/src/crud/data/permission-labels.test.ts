import { LOCALES, RESOURCES } from '@caffee/contract';
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../i18n/catalog';
import { MATRIX_ACTIONS } from '../../records/access/roles/permission-matrix';
import { actionLabelKey, resourceLabelKey } from './permission-labels';

// The keys are built from the contract's vocabulary, so the locale test cannot see them.
const catalogs = await Promise.all(LOCALES.map(async (l) => [l, await loadCatalog(l)] as const));

describe('permission labels', () => {
  it.each(catalogs)('name every resource and action in %s', (_locale, catalog) => {
    const lookup = (key: string) =>
      key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalog);
    for (const resource of RESOURCES)
      expect(lookup(resourceLabelKey(resource)), resource).toBeTypeOf('string');
    for (const action of MATRIX_ACTIONS)
      expect(lookup(actionLabelKey(action)), action).toBeTypeOf('string');
  });
});
