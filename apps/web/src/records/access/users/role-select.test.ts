import { describe, expect, it } from 'vitest';
import { otherTypeOfRole } from './role-select';

describe('a role chosen for an account', () => {
  it('is another type’s when it is a system role made for another type', () => {
    expect(otherTypeOfRole({ systemType: 'institute' }, 'member')).toBe('institute');
    expect(otherTypeOfRole({ systemType: 'admin' }, 'institute')).toBe('admin');
  });

  it('warns of nothing for the type’s own role, a role administrators made, or no type', () => {
    expect(otherTypeOfRole({ systemType: 'member' }, 'member')).toBeNull();
    expect(otherTypeOfRole({ systemType: null }, 'member')).toBeNull();
    expect(otherTypeOfRole({ systemType: 'institute' }, '')).toBeNull();
    expect(otherTypeOfRole(undefined, 'member')).toBeNull();
  });
});
