import { describe, expect, it } from 'vitest';
import { countItems } from './count-items';

describe('dashboard count cards', () => {
  it('shows only what the payload counts, known kinds in their order', () => {
    const items = countItems({ roles: 3, 'enacted-laws': 6, users: 4, 'new-things': 2 });
    expect(items.map((i) => [i.path, i.count, i.labelKey])).toEqual([
      ['users', 4, 'dashboard.counts.users'],
      ['enacted-laws', 6, 'dashboard.counts.enactedLaws'],
      ['roles', 3, 'dashboard.counts.roles'],
      ['new-things', 2, null],
    ]);
    expect(countItems({})).toEqual([]);
  });
});
