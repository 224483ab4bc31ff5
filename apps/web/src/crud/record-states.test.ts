import { describe, expect, it } from 'vitest';
import { deletedOf } from './record-states';

describe('a 404 that says a record was deleted', () => {
  it('reads when and under which name, as the API tells it', () => {
    const at = '2026-11-20T09:00:00.000Z';
    expect(
      deletedOf({ code: 'not_found', message: 'x', deleted: { at, name: 'Walgahii' } }),
    ).toEqual({ at, name: 'Walgahii' });
    expect(deletedOf({ code: 'not_found', message: 'x', deleted: { at } })).toEqual({ at });
  });

  it('finds nothing in a plain 404, another error, or a malformed answer', () => {
    expect(deletedOf({ code: 'not_found', message: 'x' })).toBeUndefined();
    expect(deletedOf({ code: 'forbidden', deleted: { at: '2026-11-20' } })).toBeUndefined();
    expect(deletedOf({ code: 'not_found', deleted: { at: 5 } })).toBeUndefined();
    expect(deletedOf('Wrong Services')).toBeUndefined();
  });
});
