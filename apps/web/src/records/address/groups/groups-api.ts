import type { GroupMember, UserWithIncludes } from '@caffee/contract';
import { useQuery } from '@tanstack/react-query';
import { fetchPage, fetchPayload, sendPayload } from '../../../crud/data/crud-api';
import { useSearchTerm, userSearchParams } from '../../../crud/data/user-search';
import { usePrefs } from '../../../store/hooks';

/** A council member as the pickers offer them. */
export interface MemberChoice {
  id: number;
  name: string;
  /** Party and position, when the profile gives them. */
  detail?: string;
}

export const membersKey = (groupId: number, locale: string) =>
  ['caffee-groups', 'members', groupId, locale] as const;

/** `GET caffee-groups/{id}/members`: by name, the chair marked. */
export const fetchGroupMembers = (groupId: number, locale: string) =>
  fetchPayload<GroupMember[]>(`caffee-groups/${groupId}/members`, { locale });

/** `PUT caffee-groups/{id}/members`: the whole set, answered with the members as listed. */
export const saveGroupMembers = (groupId: number, userIds: number[]) =>
  sendPayload<GroupMember[]>('put', `caffee-groups/${groupId}/members`, { userIds });

/** The list query for council members whose name, email or phone holds `term`. */
export const memberSearchParams = (term: string, locale: string) =>
  userSearchParams(term, { type: 'member', locale });

const detailOf = (u: Pick<UserWithIncludes, 'party' | 'position'>) =>
  [u.position, u.party].filter(Boolean).join(' · ') || undefined;

/** A user or a group member as a choice. */
export const toChoice = (
  u: Pick<UserWithIncludes, 'id' | 'name' | 'party' | 'position'>,
): MemberChoice => ({ id: u.id, name: u.name, detail: detailOf(u) });

/**
 * Council members matching what was typed, asked of the server once typing pauses; `settled`
 * says whether the answer is for what the box holds now (see useSearchTerm).
 */
export function useMemberSearch(text: string, enabled: boolean) {
  const { locale } = usePrefs();
  const { term, settled } = useSearchTerm(text);
  const query = useQuery({
    queryKey: ['users', 'members', term, locale],
    queryFn: async () =>
      (await fetchPage<UserWithIncludes>('users', memberSearchParams(term, locale))).rows.map(
        toChoice,
      ),
    enabled,
    staleTime: 30_000,
  });
  return { data: query.data, isFetching: query.isFetching, settled };
}

/** One user's name, for a choice saved before (a group's chair). */
export function useMemberName(id: number | null) {
  return useQuery({
    queryKey: ['users', 'name', id],
    queryFn: async () => toChoice(await fetchPayload<UserWithIncludes>(`users/${id}`)),
    enabled: id !== null,
    staleTime: 5 * 60_000,
  });
}

/** A group's members in the current language. */
export function useGroupMembers(groupId: number) {
  const { locale } = usePrefs();
  return useQuery({
    queryKey: membersKey(groupId, locale),
    queryFn: () => fetchGroupMembers(groupId, locale),
  });
}
