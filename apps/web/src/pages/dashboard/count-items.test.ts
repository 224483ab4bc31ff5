import { RECORD_METAS } from '@caffee/contract';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/records.json';
import { countItems, KNOWN_COUNT_KINDS } from './count-items';

describe('dashboard count cards', () => {
  it('shows only what the payload counts, known kinds in their order', () => {
    const items = countItems({ 'enacted-laws': 6, roles: 3, users: 4, 'new-things': 2 });
    expect(items.map((i) => [i.path, i.count, i.labelKey])).toEqual([
      ['users', 4, 'records.types.users'],
      ['roles', 3, 'records.types.roles'],
      ['enacted-laws', 6, 'records.types.enacted-laws'],
      ['new-things', 2, null],
    ]);
    expect(countItems({})).toEqual([]);
  });

  it('knows every declared record type but the categories, and the two kinds of account', () => {
    const types = RECORD_METAS.filter((m) => !m.path.endsWith('-categories'));
    expect(KNOWN_COUNT_KINDS).toBe(types.length + 2);
    const all = countItems(Object.fromEntries(types.map((m) => [m.path, 1])));
    const names = en.records.types as Record<string, string>;
    expect(
      all.filter(
        (i) => !i.labelKey?.startsWith('records.types.') || !(i.labelKey.slice(14) in names),
      ),
    ).toEqual([]);
  });
});
