import Skeleton from '@mui/material/Skeleton';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldInputProps } from '../../../crud/screen';
import { useFieldErrorText } from '../../../forms/use-field-error-text';
import { useMemberName, type MemberChoice } from './groups-api';
import { MemberPicker } from './member-picker';

const userId = (value: unknown) => (typeof value === 'number' && value > 0 ? value : null);

function ChairPicker({
  control,
  field,
  initial,
}: FieldInputProps & { initial: MemberChoice | null }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const {
    field: input,
    fieldState: { error },
  } = useController({ control, name: field.name });
  const [chosen, setChosen] = useState(initial);
  return (
    <MemberPicker
      label={t(`records.fields.${field.name}`)}
      testId={`field-${field.name}`}
      error={error ? errorText(error.message) : undefined}
      value={chosen}
      onBlur={input.onBlur}
      onChange={(next) => {
        setChosen(next);
        input.onChange(next?.id ?? '');
      }}
    />
  );
}

/** A group's chair: a council member, searched by name; the saved one shows by name. */
export function ChairField({ control, field }: FieldInputProps) {
  const { field: input } = useController({ control, name: field.name });
  // The chair the form started with; later choices are the picker's.
  const [startId] = useState(() => userId(input.value));
  const saved = useMemberName(startId);
  if (saved.isLoading) return <Skeleton variant="rounded" height={56} />;
  const initial = startId ? (saved.data ?? { id: startId, name: `#${startId}` }) : null;
  return <ChairPicker control={control} field={field} initial={initial} />;
}
