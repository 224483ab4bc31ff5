import { REPEAT_PERIODS } from '@caffee/contract';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '../../forms/form-select-field';
import { FormTextField } from '../../forms/form-text-field';
import { DATE_MAX, DATE_MIN, DATETIME_MAX, DATETIME_MIN, type EventFormValues } from './event-form';

const REPEAT_ENDS = ['never', 'until', 'count'] as const;

/** Start, end and repeat of the event dialog; inputs bounded to 1900–2099. */
export function EventDates({ control }: { control: Control<EventFormValues> }) {
  const { t } = useTranslation();
  const [allDay, repeat, repeatEnd] = useWatch({
    control,
    name: ['allDay', 'repeat', 'repeatEnd'],
  });
  const type = allDay ? 'date' : 'datetime-local';
  const bounds = allDay
    ? { min: DATE_MIN, max: DATE_MAX }
    : { min: DATETIME_MIN, max: DATETIME_MAX };
  const shrink = { inputLabel: { shrink: true } };
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {(['start', 'end'] as const).map((name) => (
          <FormTextField
            key={name}
            control={control}
            name={name}
            type={type}
            labelKey={`calendarView.form.${name}`}
            required
            fullWidth
            slotProps={{ ...shrink, htmlInput: { ...bounds, 'data-testid': `event-${name}` } }}
          />
        ))}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Grow>
          <FormSelectField
            control={control}
            name="repeat"
            labelKey="calendarView.form.repeat"
            options={REPEAT_PERIODS.map((value) => ({
              value,
              label: t(`calendarView.repeat.${value}`),
            }))}
          />
        </Grow>
        {repeat !== 'none' && (
          <Grow>
            <FormSelectField
              control={control}
              name="repeatEnd"
              labelKey="calendarView.form.repeatEnd"
              options={REPEAT_ENDS.map((value) => ({
                value,
                label: t(`calendarView.repeatEnd.${value}`),
              }))}
            />
          </Grow>
        )}
        {repeat !== 'none' && repeatEnd === 'until' && (
          <FormTextField
            control={control}
            name="repeatUntil"
            type="date"
            labelKey="calendarView.form.repeatUntil"
            slotProps={{
              ...shrink,
              htmlInput: { min: DATE_MIN, max: DATE_MAX, 'data-testid': 'event-repeat-until' },
            }}
          />
        )}
        {repeat !== 'none' && repeatEnd === 'count' && (
          <FormTextField
            control={control}
            name="repeatCount"
            type="number"
            labelKey="calendarView.form.repeatCount"
            slotProps={{ htmlInput: { min: 1, max: 1000, 'data-testid': 'event-repeat-count' } }}
          />
        )}
      </Stack>
    </>
  );
}

/** A select stretched to its share of the row. */
const Grow = ({ children }: { children: ReactNode }) => (
  <Box sx={{ flex: 1, minWidth: 0, '& .MuiTextField-root': { width: '100%' } }}>{children}</Box>
);
