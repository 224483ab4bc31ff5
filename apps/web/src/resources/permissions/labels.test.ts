import { RESOURCES } from '@caffee/contract';
import { describe, expect, it } from 'vitest';
import { resources } from '../../i18n';
import { MATRIX_ACTIONS } from '../roles/permission-matrix';
import { actionLabelKey, resourceLabelKey } from './labels';

// The keys are built from the contract's vocabulary, so the locale test cannot see them.
describe('permission labels', () => {
  it.each(Object.entries(resources))('name every resource and action in %s', (_locale, bundle) => {
    const lookup = (key: string) =>
      key
        .split('.')
        .reduce<unknown>(
          (node, part) => (node as Record<string, unknown>)?.[part],
          bundle.translation,
        );
    for (const resource of RESOURCES)
      expect(lookup(resourceLabelKey(resource)), resource).toBeTypeOf('string');
    for (const action of MATRIX_ACTIONS)
      expect(lookup(actionLabelKey(action)), action).toBeTypeOf('string');
  });
});
