import type { AttendanceSummary } from '@caffee/contract';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorMessageKey } from '../../../api/error-message';
import { useCan, useCurrentUser } from '../../../auth/auth-context';
import { downloadPdf } from '../../../crud/data/record-api';
import { DownloadButton } from '../../../crud/list/export-button';
import type { RecordRow } from '../../../crud/screen';
import { usePrefs } from '../../../store/hooks';
import { fetchAttendees } from './attendance-api';
import { StatusChip } from './status-chip';
import { occurrenceText, subjectPath, type SubjectInfo } from './subject';
import { SummaryChips } from './summary-chips';

/**
 * What a register's page adds: its meeting or event (by name, with its day and hours in the
 * reader's calendar), the summary, every line the reader may see (the staff all of them, a
 * member their own), and the way to correct it.
 */
export function RegisterDetail({ record }: { record: RecordRow }) {
  const { t } = useTranslation();
  const { locale, calendar } = usePrefs();
  const { type } = useCurrentUser();
  const can = useCan();
  const subject = (record.subject ?? null) as SubjectInfo | null;
  const summary = record.summary as AttendanceSummary | undefined;
  const date = String(record.date ?? '').slice(0, 10);
  const lines = useQuery({
    queryKey: ['register-attendees', record.id],
    queryFn: () => fetchAttendees(record.id),
  });
  const corrects = can('attendances:update') && can('attendances:record');

  let body;
  if (lines.isPending)
    body = (
      <Skeleton variant="rounded" height={160} role="status" aria-label={t('common.loading')} />
    );
  else if (lines.isError)
    body = (
      <Alert severity="error" role="alert">
        {t(errorMessageKey(lines.error))}
      </Alert>
    );
  else if (lines.data.length === 0)
    body = <Typography color="text.secondary">{t('attendance.noAttendees')}</Typography>;
  else
    body = (
      <List disablePadding data-testid="register-attendees">
        {lines.data.map((line) => (
          <ListItem
            key={line.id}
            divider
            disableGutters
            sx={{ gap: 1, alignItems: 'flex-start' }}
            data-testid={`register-line-${line.userId}`}
          >
            <ListItemText
              sx={{ minWidth: 0, my: 0.5 }}
              primary={line.userName ?? t('crud.formerUser', { id: line.userId })}
              secondary={line.note}
              slotProps={{ primary: { dir: 'auto' }, secondary: { dir: 'auto' } }}
            />
            <Box sx={{ pt: 0.5 }}>
              <StatusChip status={line.status} />
            </Box>
          </ListItem>
        ))}
      </List>
    );

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="register-subject">
        <Stack
          direction="row"
          sx={{
            flexWrap: 'wrap',
            gap: 2,
            justifyContent: 'space-between',
            alignItems: 'flex-start',
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="overline" color="text.secondary" component="p">
              {t(
                subject?.type === 'calendar-event'
                  ? 'attendance.forEvent'
                  : 'attendance.forMeeting',
              )}
            </Typography>
            {subject ? (
              <>
                <Link
                  component={RouterLink}
                  to={`/${type}/${subjectPath({ kind: subject.type, id: subject.id })}/${subject.id}`}
                  variant="h6"
                  dir="auto"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {subject.title}
                </Link>
                {date && (
                  <Typography color="text.secondary" data-testid="register-when">
                    {occurrenceText(subject, date, locale, calendar)}
                  </Typography>
                )}
              </>
            ) : (
              <Typography>{t('attendance.untitled')}</Typography>
            )}
          </Box>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {can('attendances:record') && (
              <DownloadButton
                label={t('crud.document.sheetPdf')}
                testId="register-sheet-pdf"
                icon={<PictureAsPdfOutlined />}
                download={() =>
                  downloadPdf(
                    `attendances/${record.id}/sign-in-sheet.pdf`,
                    `sign-in-sheet-${record.id}.pdf`,
                    { locale, calendar },
                  )
                }
              />
            )}
            {corrects && (
              <Button
                component={RouterLink}
                to="correct"
                variant="contained"
                startIcon={<EditNoteOutlined />}
                data-testid="register-correct"
              >
                {t('attendance.correct')}
              </Button>
            )}
          </Stack>
        </Stack>
        {summary && (
          <Box sx={{ mt: 2 }}>
            <SummaryChips summary={summary} testId="register-summary" />
          </Box>
        )}
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2">
          {t('attendance.attendees')}
        </Typography>
        {type !== 'admin' && (
          <Typography variant="body2" color="text.secondary">
            {t('attendance.ownLineOnly')}
          </Typography>
        )}
        {body}
      </Paper>
    </Stack>
  );
}
