import { REPEAT_PERIODS } from '@caffee/contract';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '../../../forms/form-date-field';
import { FormSelectField } from '../../../forms/form-select-field';
import { FormTextField } from '../../../forms/form-text-field';
import type { EventFormValues } from './event-form';

const REPEAT_ENDS = ['never', 'until', 'count'] as const;

/** Start, end and repeat of the event dialog, in the reader's calendar; dates 1900–2099. */
export function EventDates({ control }: { control: Control<EventFormValues> }) {
  const { t } = useTranslation();
  const [allDay, repeat, repeatEnd] = useWatch({
    control,
    name: ['allDay', 'repeat', 'repeatEnd'],
  });
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {(['start', 'end'] as const).map((name) => (
          <FormDateField
            key={name}
            control={control}
            name={name}
            withTime={!allDay}
            labelKey={`calendarView.form.${name}`}
            required
            fullWidth
            testId={`event-${name}`}
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
          <FormDateField
            control={control}
            name="repeatUntil"
            labelKey="calendarView.form.repeatUntil"
            testId="event-repeat-until"
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
