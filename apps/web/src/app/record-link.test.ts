import { describe, expect, it } from 'vitest';
import { recordPathFor } from './record-link';

const institute = {
  id: 2,
  type: 'institute' as const,
  permissions: ['surveys:list', 'surveys:read', 'complains:list', 'complains:read'],
};
const member = { id: 3, type: 'member' as const, permissions: ['surveys:list', 'surveys:read'] };
const admin = {
  id: 1,
  type: 'admin' as const,
  permissions: [
    'questions:list',
    'questions:read',
    'complains:list',
    'complains:read',
    'users:list',
    'users:read',
    'regions:list',
    'regions:read',
  ],
};

describe('a record link (/go/{resource}/{id}) for the signed-in user', () => {
  it('opens the record’s page in their type’s layout', () => {
    expect(recordPathFor(admin, 'questions', 5)).toBe('/admin/questions/5');
    expect(recordPathFor(admin, 'complains', 4)).toBe('/admin/complains/4');
    expect(recordPathFor(institute, 'complains', 4)).toBe('/institute/complains/4');
    // A pending registration: the administrator's page of that account.
    expect(recordPathFor(admin, 'users', 9)).toBe('/admin/users/9');
    // A council member found by the search: the members' list's own page of her.
    expect(recordPathFor(admin, 'caffee-users', 9)).toBe('/admin/caffee-users/9');
  });

  it('sends an institute and a member to where they answer', () => {
    // Their questions have no page of their own: the list is where they are answered.
    expect(recordPathFor(institute, 'questions', 5)).toBe('/institute/questions#record-5');
    expect(recordPathFor(member, 'questions', 5)).toBe('/member/questions#record-5');
    expect(recordPathFor(member, 'surveys', 1)).toBe('/member/surveys/1');
  });

  it('finds a nested type under its item', () => {
    expect(recordPathFor(admin, 'regions', 2)).toBe('/admin/address/regions/2');
  });

  it('opens a type’s list without an id (where an import’s records are)', () => {
    expect(recordPathFor(admin, 'regions')).toBe('/admin/address/regions');
    expect(recordPathFor(admin, 'complains')).toBe('/admin/complains');
    expect(recordPathFor(member, 'complains')).toBe('/member/notifications');
  });

  it('opens their account for their own user record', () => {
    expect(recordPathFor(member, 'users', 3)).toBe('/member/account');
  });

  it('goes to the notifications where no page of theirs shows the record', () => {
    expect(recordPathFor(member, 'users', 9)).toBe('/member/notifications');
    // The page exists for the type but the role does not grant it.
    expect(recordPathFor(member, 'complains', 4)).toBe('/member/notifications');
    expect(recordPathFor(admin, 'no-such-things', 1)).toBe('/admin/notifications');
    expect(recordPathFor(admin, '../users', 1)).toBe('/admin/notifications');
    expect(recordPathFor(admin, 'questions', Number('x'))).toBe('/admin/notifications');
  });
});
