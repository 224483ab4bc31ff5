import { allPermissions, RESOURCES } from '@caffee/contract';
import { describe, expect, it } from 'vitest';
import {
  cellExists,
  columnPermissions,
  groupState,
  groupTurnsOn,
  MATRIX_ACTIONS,
  permissionName,
  rowPermissions,
  toggled,
} from './permission-matrix';

describe('the permission matrix', () => {
  it('has a cell for exactly the permissions that exist', () => {
    const cells = RESOURCES.flatMap((resource) =>
      MATRIX_ACTIONS.filter((action) => cellExists(resource, action)).map((action) =>
        permissionName(resource, action),
      ),
    );
    expect(cells.sort()).toEqual([...allPermissions()].sort());
    expect(MATRIX_ACTIONS.slice(0, 6)).toEqual([
      'list',
      'read',
      'create',
      'update',
      'delete',
      'comment',
    ]);
    expect(cellExists('complains', 'review')).toBe(true);
    expect(cellExists('news-feeds', 'review')).toBe(false);
  });

  it('groups rows by resource and columns by action', () => {
    expect(rowPermissions('users')).toEqual([
      'users:list',
      'users:read',
      'users:create',
      'users:update',
      'users:delete',
      'users:comment',
      'users:activate',
    ]);
    expect(columnPermissions('answer')).toEqual(['questions:answer']);
    expect(columnPermissions('list')).toHaveLength(RESOURCES.length);
  });

  it('says whether a group is all, partly or not granted', () => {
    const granted = new Set(['users:list', 'users:read']);
    expect(groupState(granted, ['users:list', 'users:read'])).toBe('all');
    expect(groupState(granted, rowPermissions('users'))).toBe('some');
    expect(groupState(granted, rowPermissions('roles'))).toBe('none');
    expect(groupTurnsOn('some')).toBe(true);
    expect(groupTurnsOn('none')).toBe(true);
    expect(groupTurnsOn('all')).toBe(false);
  });

  it('sends the whole new set, sorted, keeping what is outside the matrix', () => {
    const granted = ['roles:list', 'custom:thing'];
    expect(toggled(granted, ['users:list'], true)).toEqual([
      'custom:thing',
      'roles:list',
      'users:list',
    ]);
    expect(toggled(granted, ['roles:list'], false)).toEqual(['custom:thing']);
    expect(toggled(granted, ['roles:list', 'roles:read'], true)).toEqual([
      'custom:thing',
      'roles:list',
      'roles:read',
    ]);
    expect(toggled([], [], true)).toEqual([]);
  });
});
