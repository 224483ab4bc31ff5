import Autocomplete from '@mui/material/Autocomplete';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { enterStaysInList } from '../../components/autocomplete-keys';
import { usePrefs } from '../../store/hooks';
import { choose, fetchPlaces, LEVELS, type Cascade, type Level } from './kebele-cascade';

interface KebelePickerProps {
  value: Cascade;
  onChange: (value: Cascade) => void;
  disabled?: boolean;
  error?: string;
}

function LevelField({ level, value, onChange, disabled }: KebelePickerProps & { level: Level }) {
  const { t } = useTranslation();
  const { locale } = usePrefs();
  const parent = LEVELS[LEVELS.indexOf(level) - 1];
  const ready = !parent || value[parent] != null;
  const query = useQuery({
    queryKey: ['places', level, parent ? value[parent] : null, locale],
    queryFn: () => fetchPlaces(level, value, locale),
    enabled: ready,
    staleTime: 5 * 60_000,
  });
  const options = query.data ?? [];
  const selected = options.find((o) => o.id === value[level]) ?? null;
  return (
    <Autocomplete
      options={options}
      value={selected}
      loading={query.isFetching}
      disabled={disabled || !ready}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, next) => onChange(choose(value, level, next?.id ?? null))}
      onKeyDown={enterStaysInList}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t(`profiles.place.${level}`)}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'data-testid': `place-${level}` },
          }}
        />
      )}
    />
  );
}

/** A kebele chosen region › zone › woreda › kebele; each level lists the one above's places. */
export function KebelePicker(props: KebelePickerProps) {
  return (
    <Grid container spacing={2} data-testid="kebele-picker">
      {LEVELS.map((level) => (
        <Grid key={level} size={{ xs: 12, sm: 6 }}>
          <LevelField {...props} level={level} />
        </Grid>
      ))}
    </Grid>
  );
}
