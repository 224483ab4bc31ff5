import type { GroupMember, GroupNode } from '@caffee/contract';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCan } from '../../../auth/auth-context';
import { fetchPayload } from '../../../crud/data/crud-api';
import type { GroupChoice, UseGroupChoices } from '../../../crud/form/users-field';
import { usePrefs } from '../../../store/hooks';
import { fetchGroupMembers, membersKey } from './groups-api';

/** Every group of the tree, flat, in the tree's order. */
export function flatGroups(nodes: readonly GroupNode[]): GroupNode[] {
  return nodes.flatMap((n) => [n, ...flatGroups(n.children)]);
}

/** The group and, with `subgroups`, every group below it. */
export function groupsUnder(
  nodes: readonly GroupNode[],
  groupId: number,
  subgroups: boolean,
): number[] {
  const found = flatGroups(nodes).find((g) => g.id === groupId);
  if (!found) return [groupId];
  return subgroups ? flatGroups([found]).map((g) => g.id) : [groupId];
}

/** Groups whose name holds what was typed (letters' case aside), at most `max`. */
export function matchingGroups(nodes: readonly GroupNode[], text: string, max = 5): GroupChoice[] {
  const term = text.trim().toLocaleLowerCase();
  if (!term) return [];
  return flatGroups(nodes)
    .filter((g) => g.name.toLocaleLowerCase().includes(term) && g.memberCount > 0)
    .slice(0, max)
    .map(({ id, name, memberCount }) => ({ id, name, memberCount }));
}

/** `caffee-groups/tree` in the reader's language (the group tree page's query). */
export function useGroupTree(enabled = true) {
  const { locale } = usePrefs();
  return useQuery({
    queryKey: ['caffee-groups', 'tree', locale],
    queryFn: () => fetchPayload<GroupNode[]>('caffee-groups/tree', { locale }),
    enabled,
    staleTime: 60_000,
  });
}

/** The members of several groups, each once, by name; `pending` until all have answered. */
export function useMembersOf(groupIds: readonly number[]) {
  const { locale } = usePrefs();
  const answers = useQueries({
    queries: groupIds.map((id) => ({
      queryKey: membersKey(id, locale),
      queryFn: () => fetchGroupMembers(id, locale),
      staleTime: 30_000,
    })),
  });
  const byId = new Map<number, GroupMember>();
  for (const a of answers) for (const m of a.data ?? []) byId.set(m.id, m);
  const members = [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
  return {
    members,
    pending: answers.some((a) => a.isPending),
    failed: answers.some((a) => a.isError),
  };
}

/**
 * The council's groups as a people picker offers them (`UsersField`'s `useGroups`): those whose
 * name holds the search, for whoever may list groups; a chosen one adds its members.
 */
export const useCouncilGroups: UseGroupChoices = (term, enabled) => {
  const can = useCan();
  const { locale } = usePrefs();
  const queryClient = useQueryClient();
  const tree = useGroupTree(enabled && can('caffee-groups:list'));
  return {
    matches: matchingGroups(tree.data ?? [], term),
    membersOf: (groupId) =>
      queryClient.fetchQuery({
        queryKey: membersKey(groupId, locale),
        queryFn: () => fetchGroupMembers(groupId, locale),
        staleTime: 30_000,
      }),
  };
};
