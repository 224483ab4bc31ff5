import { DATE_MAX, DATE_MIN } from '@caffee/contract';
import DoneAll from '@mui/icons-material/DoneAll';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from '../../components/notices';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorMessageKey } from '../../api/error-message';
import { PageHeader } from '../../components/page-header';
import { formatDate } from '../../i18n/format-date';
import { usePrefs } from '../../store/hooks';
import { fetchMeetingSummary, saveAttendance } from './attendance-api';
import { councilToday } from './attendance-state';
import { AttendeeRow } from './attendee-row';
import { SummaryChips } from './summary-chips';
import { useAttendanceRegister } from './use-attendance-register';

/** `/admin/meetings/:id/attendance`: every invitee marked on one screen, saved at once. */
export default function TakeAttendancePage() {
  const { t } = useTranslation();
  const { locale, calendar } = usePrefs();
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const meetingId = Number(useParams().id);
  const [date, setDate] = useState<string | null>(null);
  const reg = useAttendanceRegister(meetingId, date ?? '', locale);
  const meeting = reg.meeting.data;
  // The register's date defaults to the meeting's own day (council time).
  const day = date ?? (meeting ? councilToday(Date.parse(meeting.startsAt)) : '');
  if (date === null && meeting) setDate(day);
  const summary = useQuery({
    queryKey: ['meeting-attendance-summary', meetingId],
    queryFn: () => fetchMeetingSummary(meetingId),
  });
  const save = useMutation({
    mutationFn: () => saveAttendance(meetingId, day, reg.rows),
    onSuccess: () => {
      reg.setDirty(false);
      enqueueSnackbar(t('attendance.saved'), { variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['meeting-attendance-summary', meetingId] });
      void queryClient.invalidateQueries({ queryKey: ['meeting-register', meetingId] });
    },
  });

  if (reg.meeting.isPending)
    return (
      <Skeleton variant="rounded" height={320} role="status" aria-label={t('common.loading')} />
    );
  if (reg.meeting.isError || !meeting) {
    return (
      <Alert severity="error" role="alert">
        {t(errorMessageKey(reg.meeting.error))}
      </Alert>
    );
  }
  const marked = reg.rows.filter((r) => r.status).length;
  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('attendance.takeTitle')}
        subtitle={`${meeting.title} · ${formatDate(meeting.startsAt, locale, calendar, { dateStyle: 'medium', timeStyle: 'short' })}`}
      />
      {summary.data && <SummaryChips summary={summary.data} testId="meeting-summary" />}
      <Card>
        <CardContent>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
            <TextField
              type="date"
              size="small"
              label={t('attendance.date')}
              value={day}
              onChange={(e) => setDate(e.target.value)}
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: {
                  min: DATE_MIN,
                  max: DATE_MAX,
                  'data-testid': 'attendance-date',
                },
              }}
              helperText={day ? formatDate(`${day}T00:00:00Z`, locale, calendar) : ' '}
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
          {reg.register.isPending ? (
            <Skeleton variant="rounded" height={200} />
          ) : reg.register.isError ? (
            <Alert severity="error" role="alert">
              {t(errorMessageKey(reg.register.error))}
            </Alert>
          ) : reg.rows.length === 0 ? (
            <Typography color="text.secondary">{t('attendance.noInvitees')}</Typography>
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
            disabled={marked === 0 || !day}
            data-testid="attendance-save"
          >
            {t('attendance.save')}
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
