import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from '../../../components/notices';
import { useId } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import type { NamedOption } from '../../../crud/data/crud-api';
import { FormSelectField } from '../../../forms/form-select-field';
import { FormTextField } from '../../../forms/form-text-field';
import { formResolver } from '../../../forms/form-resolver';
import { withOrWithoutTime } from '../../../forms/ethiopic-entry';
import { firstFieldErrors } from '../../../forms/server-errors';
import { usePrefs } from '../../../store/hooks';
import { createEvent, EVENTS_PATH } from './calendar-api';
import { EventDates } from './event-dates';
import { RepeatCalendarField } from './repeat-calendar-field';
import {
  EventFormSchema,
  eventDefaults,
  SERVER_FIELDS,
  toEventBody,
  type EventFormValues,
} from './event-form';

interface EventDialogProps {
  /** The day clicked (`YYYY-MM-DD`); the dialog is closed without one. */
  day: string | null;
  categories: readonly NamedOption[];
  onClose: () => void;
}

const LANGS = ['om', 'en', 'am'] as const;

/** Creates a calendar event, its title in the three languages side by side. */
export function EventDialog({ day, categories, onClose }: EventDialogProps) {
  return day ? <EventForm key={day} day={day} categories={categories} onClose={onClose} /> : null;
}

function EventForm({ day, categories, onClose }: EventDialogProps & { day: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const client = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { calendar } = usePrefs();
  const form = useForm<EventFormValues>({
    defaultValues: eventDefaults(day, calendar),
    resolver: formResolver(EventFormSchema),
  });
  const { control, handleSubmit, setError } = form;
  const save = useMutation({
    mutationFn: (values: EventFormValues) => createEvent(toEventBody(values)),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: [EVENTS_PATH] });
      enqueueSnackbar(t('calendarView.form.created'), { variant: 'success' });
      onClose();
    },
    onError: (error) => {
      let focus = true;
      for (const [field, message] of firstFieldErrors(error)) {
        const name = SERVER_FIELDS[field];
        if (!name) continue;
        setError(
          name as Path<EventFormValues>,
          { type: 'server', message },
          { shouldFocus: focus },
        );
        focus = false;
      }
    },
  });
  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
      fullScreen={fullScreen}
    >
      <form
        noValidate
        onSubmit={(event) => void handleSubmit((values) => save.mutate(values))(event)}
        data-testid="event-form"
      >
        <DialogTitle id={titleId}>{t('calendarView.form.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <ApiErrorAlert
              error={save.error && firstFieldErrors(save.error).size === 0 ? save.error : null}
            />
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
              {LANGS.map((lang) => (
                <FormTextField
                  key={lang}
                  control={control}
                  name={`title.${lang}`}
                  labelKey="calendarView.form.titleIn"
                  labelValues={{ language: t(`language.${lang}`) }}
                  fullWidth
                  autoFocus={lang === 'om'}
                  slotProps={{ htmlInput: { 'data-testid': `event-title-${lang}`, lang } }}
                />
              ))}
            </Stack>
            <Controller
              control={control}
              name="allDay"
              render={({ field }) => (
                <FormControlLabel
                  label={t('calendarView.allDay')}
                  control={
                    <Checkbox
                      checked={field.value}
                      onChange={(event) => {
                        const allDay = event.target.checked;
                        const change = (name: 'start' | 'end', time: string) =>
                          form.setValue(
                            name,
                            withOrWithoutTime(form.getValues(name), !allDay, time),
                          );
                        change('start', '09:00');
                        change('end', '10:00');
                        field.onChange(allDay);
                      }}
                      slotProps={{ input: { 'data-testid': 'event-all-day' } as object }}
                    />
                  }
                />
              )}
            />
            <EventDates control={control} />
            <RepeatCalendarField control={control} />
            <FormTextField
              control={control}
              name="location"
              labelKey="calendarView.form.location"
              fullWidth
              slotProps={{ htmlInput: { 'data-testid': 'event-location' } }}
            />
            {categories.length > 0 && (
              <FormSelectField
                control={control}
                name="categoryId"
                labelKey="calendarView.category"
                emptyLabel={t('calendarView.noCategory')}
                options={categories.map((c) => ({ value: c.id, label: c.name }))}
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            loading={save.isPending}
            data-testid="event-save"
          >
            {t('calendarView.form.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
