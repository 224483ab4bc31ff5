import type { UserWithIncludes } from '@caffee/contract';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type Key } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../auth/auth-context';
import { useFieldErrorText } from '../../forms/use-field-error-text';
import { chosenUsers, type ChosenUser } from '../data/chosen-users';
import { fetchPage } from '../data/crud-api';
import type { FormValues } from '../data/record-derive';
import type { FieldSpec } from '../screen';
import { UserOption } from './user-option';
import { useSearchTerm, userSearchParams } from '../data/user-search';
import { enterStaysInList } from '../../components/autocomplete-keys';

export { USER_OPTIONS_MAX, userSearchParams } from '../data/user-search';
export { chosenUsers, type ChosenUser } from '../data/chosen-users';

/** Users of a list answer as choices, the chosen ones left out. */
export function userOptions(
  rows: readonly Pick<UserWithIncludes, 'id' | 'name' | 'type' | 'email'>[],
  chosen: readonly ChosenUser[],
): ChosenUser[] {
  const taken = new Set(chosen.map((u) => u.userId));
  return rows
    .filter((r) => !taken.has(r.id))
    .map((r) => ({ userId: r.id, name: r.name, type: r.type, email: r.email }));
}

/** A group the search offers beside people: chosen, it adds its members. */
export interface GroupChoice {
  id: number;
  name: string;
  memberCount: number;
}

/**
 * Groups a people picker offers (a hook): those matching `term`, asked for only while
 * `enabled`, and a chosen group's members. The engine knows no groups of its own: a screen
 * that wants them passes its domain's (the meetings' invitees, records/meetings).
 */
export type UseGroupChoices = (
  term: string,
  enabled: boolean,
) => {
  matches: readonly GroupChoice[];
  membersOf: (groupId: number) => Promise<readonly { id: number; name: string }[]>;
};

const useNoGroups: UseGroupChoices = () => NO_GROUPS;
const NO_GROUPS = { matches: [], membersOf: () => Promise.resolve([]) };

interface UsersFieldProps {
  control: Control<FormValues>;
  field: FieldSpec;
  /** People a group choice does not add (a meeting's committee invites them already). */
  skip?: ReadonlySet<number>;
  /** The label and help in the place of the field's own (i18n keys). */
  labelKey?: string;
  helperKey?: string;
  /** Groups offered beside people; none unless the screen gives them. */
  useGroups?: UseGroupChoices;
}

/** A choice of the search: a person, or a group whose members it adds. */
type Choice = ChosenUser | (GroupChoice & { group: true });
const isGroup = (c: Choice): c is GroupChoice & { group: true } => 'group' in c;
const NO_ONE: ReadonlySet<number> = new Set();

/**
 * Picks several users (a meeting's invitees): type to search the users list by name, email or
 * phone, or a group's name (`useGroups`), which adds that group's members; the chosen ones show
 * as chips.
 * Without `users:list` the chosen ones are shown but not changed.
 */
export function UsersField({
  control,
  field,
  skip = NO_ONE,
  labelKey,
  helperKey,
  useGroups = useNoGroups,
}: UsersFieldProps) {
  const { t } = useTranslation();
  const can = useCan();
  const errorText = useFieldErrorText();
  const {
    field: input,
    fieldState: { error },
  } = useController({ control, name: field.name });
  const chosen = chosenUsers(input.value);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const { term, settled } = useSearchTerm(text);
  const allowed = can('users:list');
  const query = useQuery({
    queryKey: ['users', 'pick', term],
    queryFn: () => fetchPage<UserWithIncludes>('users', userSearchParams(term)),
    enabled: open && allowed,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const groups = useGroups(term, open && allowed);
  // Matches of an earlier search are not offered while the new one runs (see useSearchTerm).
  const current = settled && !query.isPlaceholderData;
  const options: Choice[] = current
    ? [
        ...groups.matches.map((g) => ({ ...g, group: true as const })),
        ...userOptions(query.data?.rows ?? [], chosen),
      ]
    : [];
  const addGroup = async (group: GroupChoice, people: ChosenUser[]) => {
    const members = await groups.membersOf(group.id);
    const taken = new Set(people.map((u) => u.userId));
    const added = members
      .filter((m) => !taken.has(m.id) && !skip.has(m.id))
      .map((m) => ({ userId: m.id, name: m.name, type: 'member' }));
    input.onChange([...people, ...added]);
  };
  return (
    <Autocomplete<Choice, true>
      multiple
      onKeyDown={enterStaysInList}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      readOnly={!allowed}
      value={chosen}
      options={options}
      // The server searched already; what it answered is what matches.
      filterOptions={(x) => x}
      isOptionEqualToValue={(a, b) =>
        !isGroup(a) && !isGroup(b) ? a.userId === b.userId : a === b
      }
      getOptionLabel={(c) => c.name}
      getOptionKey={(c) => (isGroup(c) ? `group-${c.id}` : c.userId)}
      inputValue={text}
      onInputChange={(_e, value) => setText(value)}
      // The email only helps to choose; the value keeps what the record reads back.
      onChange={(_e, value) => {
        const people = value.filter((c): c is ChosenUser => !isGroup(c));
        const kept = people.map(({ userId, name, type }) => ({ userId, name, type }));
        const group = value.find(isGroup);
        if (group) void addGroup(group, kept);
        else input.onChange(kept);
      }}
      onBlur={input.onBlur}
      loading={!current || query.isFetching}
      loadingText={t('crud.usersLoading')}
      noOptionsText={t(term.trim() ? 'crud.usersNone' : 'crud.usersTypeToSearch')}
      renderOption={(props, option) =>
        isGroup(option) ? (
          <UserOption
            key={`group-${option.id}`}
            props={props as typeof props & { key: Key }}
            name={option.name}
            detail={t('meetings.groupOption', { count: option.memberCount })}
            testId={`group-option-${option.id}`}
          />
        ) : (
          <UserOption
            key={option.userId}
            props={props as typeof props & { key: Key }}
            name={option.name}
            detail={option.email}
            testId={`user-option-${option.userId}`}
          />
        )
      }
      slotProps={{ chip: { size: 'small' } }}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={input.ref}
          label={t(labelKey ?? `records.fields.${field.name}`)}
          error={Boolean(error)}
          helperText={error ? errorText(error.message) : t(helperKey ?? 'crud.usersHelp')}
          slotProps={{
            ...params.slotProps,
            htmlInput: {
              ...params.slotProps.htmlInput,
              maxLength: 200,
              dir: 'auto',
              'data-testid': `field-${field.name}`,
            },
          }}
        />
      )}
    />
  );
}
