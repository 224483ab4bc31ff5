import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type ComponentProps } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DetailsList } from '../../components/details-list';
import { cascadeOf, EMPTY_CASCADE, type Cascade } from './kebele-cascade';
import { KebelePicker } from './kebele-picker';
import { useFieldErrorText } from '../../forms/use-field-error-text';
import { usePrefs } from '../../store/hooks';
import { fetchPayload } from '../data/crud-api';
import type { FormValues } from '../data/record-derive';
import type { DetailExtra } from '../screen';

interface KebeleFieldProps {
  control: Control<FormValues>;
  name: string;
}

const kebeleId = (value: unknown) => (typeof value === 'number' && value > 0 ? value : null);

function CascadeInput({ control, name, initial }: KebeleFieldProps & { initial: Cascade }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const {
    field: input,
    fieldState: { error },
  } = useController({ control, name });
  const [cascade, setCascade] = useState(initial);
  return (
    <Box
      component="fieldset"
      sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
      data-testid={`kebele-${name}`}
    >
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {t(`records.fields.${name}`)}
      </Typography>
      <KebelePicker
        value={cascade}
        onChange={(next) => {
          setCascade(next);
          // Until a kebele is chosen the field is empty: a region alone is no address.
          input.onChange(next.kebele ?? '');
        }}
      />
      {error?.message && <FormHelperText error>{errorText(error.message)}</FormHelperText>}
    </Box>
  );
}

/**
 * A form's kebele: region › zone › woreda › kebele, each level searchable; a saved one
 * opens on its place in the tree.
 */
export function KebeleField({ control, name }: KebeleFieldProps) {
  const { locale } = usePrefs();
  const { field } = useController({ control, name });
  // Where the form started: later choices are the picker's own state.
  const [startId] = useState(() => kebeleId(field.value));
  const saved = useQuery({
    queryKey: ['kebele-cascade', startId, locale],
    queryFn: () => cascadeOf(startId!, locale),
    enabled: startId !== null,
    staleTime: Infinity,
  });
  if (saved.isLoading) return <Skeleton variant="rounded" height={128} />;
  // A kebele that cannot be read any more leaves the picker empty rather than stuck.
  return <CascadeInput control={control} name={name} initial={saved.data ?? EMPTY_CASCADE} />;
}

interface Place {
  id: number;
  name: string;
  ancestors?: Partial<Record<'region' | 'zone' | 'woreda', { name: string } | undefined>>;
}

/** A kebele by name with the places above it: `Ganda 01 (Amboo › Shawaa Lixaa › Oromiyaa)`. */
export function KebeleName({ id }: { id: number }) {
  const { locale } = usePrefs();
  const query = useQuery({
    queryKey: ['kebeles', 'place', id, locale],
    queryFn: () => fetchPayload<Place>(`kebeles/${id}`, { locale, includes: ['ancestors'] }),
    staleTime: 5 * 60_000,
  });
  if (query.isPending) return <Skeleton width={160} />;
  if (!query.data) return <>#{id}</>;
  const a = query.data.ancestors ?? {};
  const above = [a.woreda?.name, a.zone?.name, a.region?.name].filter(Boolean).join(' › ');
  return (
    <>
      {query.data.name}
      {above && ` (${above})`}
    </>
  );
}

/**
 * The detail part showing a record's `kebele` field by name (the generic detail list shows
 * fields by their own value); `then` is the type's other detail part, shown after it.
 */
export function kebeleDetail(name: string, then?: DetailExtra): DetailExtra {
  function KebeleDetail(props: ComponentProps<DetailExtra>) {
    const id = kebeleId(props.record[name]);
    const Then = then;
    return (
      <>
        <Paper
          variant="outlined"
          sx={{ p: { xs: 2, sm: 3 } }}
          data-testid={`kebele-detail-${name}`}
        >
          <DetailsList
            rows={[
              {
                labelKey: `records.fields.${name}`,
                value: id ? <KebeleName id={id} /> : '—',
                testId: `detail-${name}`,
              },
            ]}
          />
        </Paper>
        {Then && <Then {...props} />}
      </>
    );
  }
  return KebeleDetail;
}
