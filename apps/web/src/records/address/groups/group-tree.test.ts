import type { GroupNode } from '@caffee/contract';
import { describe, expect, it } from 'vitest';
import { groupsUnder, matchingGroups } from './group-tree';

const node = (id: number, name: string, memberCount: number, children: GroupNode[] = []) =>
  ({ id, name, categoryId: null, chairId: null, memberCount, children }) satisfies GroupNode;
const TREE = [
  node(1, 'Koree Dinagdee', 3, [node(2, 'Koree Xiqqaa Qonnaa', 2, [node(4, 'Garee Odiitii', 1)])]),
  node(3, 'Koree Seeraa', 0),
];

describe('a meeting’s committee', () => {
  it('is the group alone, or with its sub-groups to any depth', () => {
    expect(groupsUnder(TREE, 1, false)).toEqual([1]);
    expect(groupsUnder(TREE, 1, true)).toEqual([1, 2, 4]);
    expect(groupsUnder(TREE, 2, true)).toEqual([2, 4]);
  });

  it('is found by any part of its name in the invitee search, when it has members', () => {
    expect(matchingGroups(TREE, 'koree').map((g) => g.id)).toEqual([1, 2]);
    expect(matchingGroups(TREE, ' odiitii ')).toEqual([
      { id: 4, name: 'Garee Odiitii', memberCount: 1 },
    ]);
    expect(matchingGroups(TREE, '')).toEqual([]);
  });
});
