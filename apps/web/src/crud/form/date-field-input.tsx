import { useEffect, useRef } from 'react';
import { useController, useWatch, type Control } from 'react-hook-form';
import { isEntryDraft, withOrWithoutTime } from '../../forms/ethiopic-entry';
import { FormDateField } from '../../forms/form-date-field';
import type { FormValues } from '../data/record-derive';
import type { FieldSpec } from '../screen';

/** The time a date gets when it becomes a date-time again and had none before. */
const DEFAULT_TIME = '09:00';
const TIME = /T(\d{2}:\d{2})/;

interface DateFieldInputProps {
  control: Control<FormValues>;
  field: FieldSpec;
  required?: boolean;
}

/**
 * A `date` or `datetime` field's input. A date-time with `dateOnlyWhen` is a date while that
 * switch is on (an all-day event's days): switching it drops the time, and switching back
 * gives the time it had (09:00 if none), so the value always fits the input shown.
 */
export function DateFieldInput({ control, field, required }: DateFieldInputProps) {
  const switchName = field.dateOnlyWhen ?? field.name;
  const switchValue: unknown = useWatch({ control, name: switchName });
  const dateOnly = field.kind === 'date' || (Boolean(field.dateOnlyWhen) && Boolean(switchValue));
  const {
    field: { value, onChange },
  } = useController({ control, name: field.name });
  const text = typeof value === 'string' ? value : '';
  // The time a date-time had before it became a date, to give back.
  const time = useRef(DEFAULT_TIME);
  const was = useRef(dateOnly);
  useEffect(() => {
    if (was.current === dateOnly) return;
    was.current = dateOnly;
    if (dateOnly) time.current = TIME.exec(text)?.[1] ?? time.current;
    // A value that already fits (the form was reset to a saved record) stays as it is; parts
    // still being typed are read again, a missing time no fault of a date.
    if (!isEntryDraft(text) && dateOnly === !TIME.test(text)) return;
    onChange(withOrWithoutTime(text, !dateOnly, time.current));
  }, [dateOnly, text, onChange]);
  return (
    <FormDateField
      control={control}
      name={field.name}
      labelKey={`records.fields.${field.name}`}
      withTime={!dateOnly}
      required={required}
      testId={`field-${field.name}`}
    />
  );
}
