import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const DEBOUNCE_MS = 300;

interface SearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  labelKey: string;
  testId: string;
}

/** A list's search box: asks the server once typing pauses, and follows the address. */
export function SearchField({ value, onChange, labelKey, testId }: SearchFieldProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [synced, setSynced] = useState(value);

  // The address changed elsewhere (back, "clear filters"): show what it says. Its echo of
  // what was typed leaves the text alone, trailing space included.
  if (value !== synced) {
    setSynced(value);
    if (value !== text.trim()) setText(value);
  }

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onChange(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);

  return (
    <TextField
      size="small"
      type="search"
      label={t(labelKey)}
      value={text}
      onChange={(event) => setText(event.target.value)}
      sx={{ minWidth: { sm: 260 }, flex: { xs: '1 1 100%', sm: '0 1 320px' } }}
      slotProps={{
        htmlInput: { 'data-testid': testId, maxLength: 200 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: text && (
            <InputAdornment position="end">
              <IconButton
                size="small"
                edge="end"
                aria-label={t('list.clearSearch')}
                onClick={() => setText('')}
              >
                <ClearIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
