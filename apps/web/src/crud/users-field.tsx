import type { UserWithIncludes } from '@caffee/contract';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type Key } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCan } from '../auth/auth-context';
import { useFieldErrorText } from '../forms/use-field-error-text';
import { fetchPage } from './crud-api';
import type { FormValues } from './record-derive';
import type { FieldSpec } from './screen';
import { UserOption } from './user-option';
import { useSearchTerm, userSearchParams } from './user-search';
import { enterStaysInList } from '../components/autocomplete-keys';

/** A chosen user as a `users` field holds it (the shape of a meeting's `invitees`). */
export interface ChosenUser {
  userId: number;
  name: string;
  type?: string;
  /** Shown under the name among the choices; not kept once chosen. */
  email?: string;
}

export { USER_OPTIONS_MAX, userSearchParams } from './user-search';

/** A `users` field's value as the form may hold it (empty text before any choice). */
export const chosenUsers = (value: unknown): ChosenUser[] =>
  Array.isArray(value) ? (value as ChosenUser[]) : [];

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

interface UsersFieldProps {
  control: Control<FormValues>;
  field: FieldSpec;
}

/**
 * Picks several users (a meeting's invitees): type to search the users list, the chosen
 * ones show as chips. Without `users:list` the chosen ones are shown but not changed.
 */
export function UsersField({ control, field }: UsersFieldProps) {
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
  // Matches of an earlier search are not offered while the new one runs (see useSearchTerm).
  const current = settled && !query.isPlaceholderData;
  const options = current ? userOptions(query.data?.rows ?? [], chosen) : [];
  const label = t(`records.fields.${field.name}`);
  return (
    <Autocomplete
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
      isOptionEqualToValue={(a, b) => a.userId === b.userId}
      getOptionLabel={(u) => u.name}
      getOptionKey={(u) => u.userId}
      inputValue={text}
      onInputChange={(_e, value) => setText(value)}
      // The email only helps to choose; the value keeps what the record reads back.
      onChange={(_e, value) =>
        input.onChange(value.map(({ userId, name, type }) => ({ userId, name, type })))
      }
      onBlur={input.onBlur}
      loading={!current || query.isFetching}
      loadingText={t('crud.usersLoading')}
      noOptionsText={t(term.trim() ? 'crud.usersNone' : 'crud.usersTypeToSearch')}
      renderOption={(props, option) => (
        <UserOption
          key={option.userId}
          props={props as typeof props & { key: Key }}
          name={option.name}
          detail={option.email}
          testId={`user-option-${option.userId}`}
        />
      )}
      slotProps={{ chip: { size: 'small' } }}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={input.ref}
          label={label}
          error={Boolean(error)}
          helperText={error ? errorText(error.message) : t('crud.usersHelp')}
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
