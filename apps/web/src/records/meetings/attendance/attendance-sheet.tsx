import type { Attendance } from '@caffee/contract';
import DoneAll from '@mui/icons-material/DoneAll';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { errorMessageKey } from '../../../api/error-message';
import { useSingleMutation } from '../../../api/use-single-mutation';
import { useCurrentUser } from '../../../auth/auth-context';
import { useSnackbar } from '../../../components/notices';
import { PageHeader } from '../../../components/page-header';
import { DateInput } from '../../../forms/date-input';
import { isEntryDraft } from '../../../forms/ethiopic-entry';
import { formatDate } from '../../../i18n/format-date';
import { usePrefs } from '../../../store/hooks';
import { fetchMeetingSummary, saveAttendance } from './attendance-api';
import { AttendeeRow } from './attendee-row';
import { RegisterDateWarning } from './register-date-warning';
import { councilDay, occurrenceText, type Subject } from './subject';
import { SummaryChips } from './summary-chips';
import { registerKey, useAttendanceRegister } from './use-attendance-register';

interface SheetProps {
  subject: Subject;
  /** The register being corrected: its day is fixed, and saving leads back to its page. */
  correcting?: Attendance;
}

/**
 * A register on one screen: everyone on the roll (and anyone else the register holds), each
 * marked and noted, saved at once as the whole register. For a meeting, an event, or the
 * correction of a saved register.
 */
export function AttendanceSheet({ subject, correcting }: SheetProps) {
  const { t } = useTranslation();
  const { locale, calendar } = usePrefs();
  const { type } = useCurrentUser();
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // What the date input holds: a day, or an Ethiopian date still being typed (no day yet).
  const [entry, setEntry] = useState<string | null>(correcting?.date.slice(0, 10) ?? null);
  const date = entry !== null && isEntryDraft(entry) ? '' : entry;
  const [saved, setSaved] = useState<number | null>(null);
  const reg = useAttendanceRegister(subject, date ?? '', locale);
  const about = reg.about.data;
  // The register's date defaults to the meeting's or event's own day (council time).
  const day = date ?? (about ? councilDay(about.startsAt) : '');
  if (entry === null && about) setEntry(day);
  const isMeeting = subject.kind === 'meeting' && !correcting;
  const meetingSummary = useQuery({
    queryKey: ['meeting-attendance-summary', subject.id],
    queryFn: () => fetchMeetingSummary(subject.id),
    enabled: isMeeting,
  });
  const register = reg.register.data?.register ?? null;
  const save = useSingleMutation({
    mutationFn: () =>
      saveAttendance(subject, day, reg.rows, {
        registerId: correcting?.id ?? register?.id,
        // Council staff read every line of a register (the server's scope); others their own.
        mode: type === 'admin' ? 'replace' : 'merge',
      }),
    onSuccess: (result) => {
      reg.setDirty(false);
      enqueueSnackbar(t('attendance.saved'), { variant: 'success' });
      for (const queryKey of [
        ['meeting-attendance-summary', subject.id],
        registerKey(subject),
        ['attendances'],
        ['register-attendees', result.attendanceId],
        ['my-attendance'],
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
      if (correcting) void navigate(`/${type}/attendances/${result.attendanceId}`);
      else setSaved(result.attendanceId);
    },
  });

  if (reg.about.isPending || reg.roll.isPending)
    return (
      <Skeleton variant="rounded" height={320} role="status" aria-label={t('common.loading')} />
    );
  const failed = reg.about.error ?? reg.roll.error;
  if (failed || !about || !reg.roll.data) {
    return (
      <Alert severity="error" role="alert">
        {t(errorMessageKey(failed))}
      </Alert>
    );
  }
  const marked = reg.rows.filter((r) => r.status).length;
  const when = day
    ? occurrenceText({ allDay: false, ...about }, day, locale, calendar)
    : formatDate(about.startsAt, locale, calendar, { dateStyle: 'medium' });
  const summary = isMeeting ? meetingSummary.data : register?.summary;
  // The day's register: the one just saved, or the one found (a reload keeps the way to it).
  const registerId = saved ?? register?.id ?? null;
  return (
    <Stack spacing={3}>
      <PageHeader
        title={t(correcting ? 'attendance.correctTitle' : 'attendance.takeTitle')}
        subtitle={`${about.title} · ${when}`}
        actions={
          correcting ? (
            <Button component={RouterLink} to=".." relative="path" data-testid="correct-cancel">
              {t('attendance.backToRegister')}
            </Button>
          ) : registerId !== null && !reg.dirty ? (
            <Button
              component={RouterLink}
              to={`/${type}/attendances/${registerId}`}
              variant="outlined"
              data-testid="open-register"
            >
              {t('attendance.openRegister')}
            </Button>
          ) : undefined
        }
      />
      {summary && (
        <SummaryChips
          summary={summary}
          testId={isMeeting ? 'meeting-summary' : 'register-summary'}
        />
      )}
      <Card>
        <CardContent>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
            <DateInput
              size="small"
              label={t('attendance.date')}
              value={entry ?? day}
              disabled={Boolean(correcting)}
              sx={{ width: { xs: '100%', sm: calendar === 'ethiopic' ? 360 : 240 } }}
              onChange={(value) => {
                setEntry(value);
                setSaved(null);
              }}
              testId="attendance-date"
              helperText={
                day
                  ? formatDate(day, locale, calendar, { dateStyle: 'long', timeZone: 'UTC' })
                  : ' '
              }
            />
            <Button
              startIcon={<DoneAll />}
              onClick={reg.allPresent}
              disabled={reg.rows.length === 0}
              data-testid="mark-all-present"
            >
              {t('attendance.markAllPresent')}
            </Button>
            <Typography variant="body2" color="text.secondary" aria-live="polite">
              {t('attendance.marked', { count: marked, total: reg.rows.length })}
            </Typography>
          </Stack>
          {!correcting && <RegisterDateWarning subject={subject} about={about} day={day} />}
          {reg.register.isPending ? (
            <Skeleton variant="rounded" height={200} />
          ) : reg.register.isError ? (
            <Alert severity="error" role="alert">
              {t(errorMessageKey(reg.register.error))}
            </Alert>
          ) : reg.rows.length === 0 ? (
            <Typography color="text.secondary">
              {t(subject.kind === 'meeting' ? 'attendance.noInvitees' : 'attendance.noMembers')}
            </Typography>
          ) : (
            <Stack component="ul" sx={{ m: 0, p: 0 }} data-testid="attendee-list">
              {reg.rows.map((row) => (
                <AttendeeRow
                  key={row.userId}
                  row={row}
                  disabled={save.isPending}
                  onStatus={reg.onStatus}
                  onNote={reg.onNote}
                />
              ))}
            </Stack>
          )}
          {save.isError && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {t(errorMessageKey(save.error))}
            </Alert>
          )}
          <Button
            variant="contained"
            sx={{ mt: 2 }}
            onClick={() => save.mutate()}
            loading={save.isPending}
            disabled={!day || (marked === 0 && !register && !correcting)}
            data-testid="attendance-save"
          >
            {t(correcting ? 'attendance.saveCorrection' : 'attendance.save')}
          </Button>
          {reg.dirty && (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
              {t('attendance.unsaved')}
            </Typography>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}
