import { LAW_SEARCH_MAX } from '@caffee/contract';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { encodeFieldMessage } from '../forms/field-message';
import { useFieldErrorText } from '../forms/use-field-error-text';

interface SearchFormProps {
  /** The query in the address. */
  query: string;
  /** A message (i18n key or the server's) to show under the box. */
  error: string | undefined;
  onSearch: (q: string) => void;
  /** The keys of its texts: `<texts>.label`, `.help` and `.submit`. */
  texts: 'lawSearch' | 'search';
  /** Test ids: `<testId>-input` and `<testId>-submit`. */
  testId: string;
  autoFocus?: boolean;
}

/**
 * A search box (the laws', the search of everything); an empty or too long query is refused
 * here, as the server would.
 */
export function SearchForm({ query, error, onSearch, texts, testId, autoFocus }: SearchFormProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const [value, setValue] = useState(query);
  const [own, setOwn] = useState<string>();
  const [shown, setShown] = useState(query);
  // A new address (back/forward) replaces what is typed.
  if (shown !== query) {
    setShown(query);
    setValue(query);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = value.trim();
    if (!q) return setOwn(encodeFieldMessage('validation.required'));
    if (q.length > LAW_SEARCH_MAX)
      return setOwn(encodeFieldMessage('validation.tooLong', { max: LAW_SEARCH_MAX }));
    setOwn(undefined);
    onSearch(q);
  };
  const message = own ?? error;
  return (
    <Stack
      component="form"
      role="search"
      noValidate
      onSubmit={submit}
      direction="row"
      spacing={1}
      sx={{ alignItems: 'flex-start' }}
    >
      <TextField
        name="q"
        type="search"
        label={t(`${texts}.label`)}
        autoFocus={autoFocus}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={Boolean(message)}
        helperText={message ? errorText(message) : t(`${texts}.help`)}
        fullWidth
        slotProps={{
          htmlInput: { 'data-testid': `${testId}-input`, maxLength: LAW_SEARCH_MAX + 50 },
        }}
      />
      <Button
        type="submit"
        variant="contained"
        startIcon={<SearchOutlined />}
        sx={{ mt: 1, flexShrink: 0 }}
        data-testid={`${testId}-submit`}
      >
        {t(`${texts}.submit`)}
      </Button>
    </Stack>
  );
}
