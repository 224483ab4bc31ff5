import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

export interface FilterOption {
  value: string;
  label: string;
}

interface FilterSelectProps {
  name: string;
  labelKey: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
  disabled?: boolean;
  /** Its choices are still being fetched: the open list says so under "all". */
  loading?: boolean;
  /** The reader reaches for it (pointer over it, focus): time to fetch choices asked late. */
  onIntent?: () => void;
}

/** One filter of a list: "all" or one value. Its combobox is `data-testid="filter-<name>"`. */
export function FilterSelect(props: FilterSelectProps) {
  const { name, labelKey, value, options, onChange, disabled, loading, onIntent } = props;
  const { t } = useTranslation();
  // A value from the address that is not (yet) among the options still shows as chosen.
  const known = value === '' || options.some((option) => option.value === value);
  return (
    <TextField
      select
      size="small"
      name={name}
      label={t(labelKey)}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      sx={{ minWidth: 160, flex: { xs: '1 1 140px', sm: '0 1 200px' } }}
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': `filter-${name}` } as object } }}
    >
      <MenuItem value="">
        <em>{t('list.all')}</em>
      </MenuItem>
      {!known && <MenuItem value={value}>{value}</MenuItem>}
      {loading && (
        <MenuItem disabled data-testid={`filter-${name}-loading`}>
          {t('common.loading')}
        </MenuItem>
      )}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
