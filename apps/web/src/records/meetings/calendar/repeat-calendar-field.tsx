import { CALENDAR_REPEATS, CALENDARS } from '@caffee/contract';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '../../../forms/form-select-field';
import type { EventFormValues } from './event-form';

/**
 * Which calendar a monthly or yearly repeat follows (17 Meskerem each year, or 27 September):
 * shown only for those repeats, as days and weeks are the same in both calendars. The words
 * are the event form's own (`records.*`), so both forms say it alike.
 */
export function RepeatCalendarField({ control }: { control: Control<EventFormValues> }) {
  const { t } = useTranslation();
  const repeat = useWatch({ control, name: 'repeat' });
  if (!(CALENDAR_REPEATS as readonly string[]).includes(repeat)) return null;
  return (
    <FormSelectField
      control={control}
      name="repeatCalendar"
      labelKey="records.fields.repeatCalendar"
      options={CALENDARS.map((value) => ({
        value,
        label: t(`records.enum.repeatCalendar.${value}`),
      }))}
    />
  );
}
