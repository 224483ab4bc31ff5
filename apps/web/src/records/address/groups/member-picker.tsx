import Autocomplete, { type AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState, type HTMLAttributes, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { UserOption } from '../../../crud/form/user-option';
import { useMemberSearch, type MemberChoice } from './groups-api';
import { enterStaysInList } from '../../../components/autocomplete-keys';

interface PickerBase {
  label: string;
  testId: string;
  error?: string;
  disabled?: boolean;
}

/**
 * The search text and the matches of an open picker; closed pickers ask nothing. `shown` is
 * the chosen name a single picker shows in its box: that text is no search.
 */
function useChoices(shown?: string) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(shown ?? '');
  const query = useMemberSearch(text === shown ? '' : text, open);
  return {
    open,
    onOpen: () => setOpen(true),
    onClose: () => setOpen(false),
    inputValue: text,
    // A multiple picker empties its box after a choice; a single one shows the name chosen.
    onInputChange: (_e: unknown, value: string, reason: string) => {
      if (reason !== 'reset' || shown !== undefined) setText(value);
    },
    clearText: () => setText(''),
    options: query.settled ? (query.data ?? []) : [],
    loading: !query.settled || query.isFetching,
    loadingText: t('records.groups.searching'),
    noOptionsText: t('records.groups.noMatches'),
    // The server has searched: what it answered is what matches.
    filterOptions: (x: MemberChoice[]) => x,
    isOptionEqualToValue: (a: MemberChoice, b: MemberChoice) => a.id === b.id,
    getOptionLabel: (o: MemberChoice) => o.name,
    getOptionKey: (o: MemberChoice) => o.id,
    renderOption: (props: HTMLAttributes<HTMLLIElement> & { key: Key }, o: MemberChoice) => (
      <UserOption
        key={o.id}
        props={props}
        name={o.name}
        detail={o.detail}
        testId={`member-option-${o.id}`}
      />
    ),
  };
}

function renderInput({ label, testId, error }: PickerBase) {
  return function PickerInput(params: AutocompleteRenderInputParams) {
    return (
      <TextField
        {...params}
        label={label}
        error={Boolean(error)}
        helperText={error}
        slotProps={{
          ...params.slotProps,
          htmlInput: {
            ...params.slotProps.htmlInput,
            maxLength: 200,
            dir: 'auto',
            'data-testid': testId,
          },
        }}
      />
    );
  };
}

/** One council member, searched by name (a group's chair). */
export function MemberPicker(
  props: PickerBase & {
    value: MemberChoice | null;
    onChange: (value: MemberChoice | null) => void;
    onBlur?: () => void;
  },
) {
  const { clearText: _clear, ...choices } = useChoices(props.value?.name ?? '');
  return (
    <Autocomplete
      {...choices}
      onKeyDown={enterStaysInList}
      value={props.value}
      disabled={props.disabled}
      onBlur={props.onBlur}
      onChange={(_e, value: MemberChoice | null) => props.onChange(value)}
      renderInput={renderInput(props)}
    />
  );
}

/** Several council members, searched by name, the chosen ones as chips (a group's members). */
export function MembersPicker(
  props: PickerBase & { value: MemberChoice[]; onChange: (value: MemberChoice[]) => void },
) {
  const { clearText, ...choices } = useChoices();
  return (
    <Autocomplete
      {...choices}
      onKeyDown={enterStaysInList}
      multiple
      filterSelectedOptions
      value={props.value}
      disabled={props.disabled}
      onChange={(_e, value: MemberChoice[]) => {
        props.onChange(value);
        clearText();
      }}
      slotProps={{ chip: { size: 'small' } }}
      renderInput={renderInput(props)}
    />
  );
}
