import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../api/error-message';
import { PageHeader } from '../../../components/page-header';
import { formatDate } from '../../../i18n/format-date';
import { usePrefs } from '../../../store/hooks';
import { fetchMyAttendance, fetchMyRate } from './attendance-api';
import { StatusChip } from './status-chip';
import { ratePercent } from './status-labels';

const PAGE_SIZE = 10;

/** `/member/attendance`: the registers one appears on, newest first, and one's rate. */
export default function AttendanceHistoryPage() {
  const { t } = useTranslation();
  const { locale, calendar } = usePrefs();
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: ['my-attendance', page, locale],
    queryFn: () => fetchMyAttendance(page, PAGE_SIZE, locale),
    placeholderData: keepPreviousData,
  });
  const rate = useQuery({ queryKey: ['my-attendance-rate'], queryFn: fetchMyRate });

  let body;
  if (query.isPending)
    body = (
      <Skeleton variant="rounded" height={240} role="status" aria-label={t('common.loading')} />
    );
  else if (query.isError)
    body = (
      <Alert severity="error" role="alert">
        {t(errorMessageKey(query.error))}
      </Alert>
    );
  else if (query.data.rows.length === 0)
    body = (
      <Typography color="text.secondary" sx={{ p: 2 }}>
        {t('attendance.historyEmpty')}
      </Typography>
    );
  else {
    body = (
      <List data-testid="attendance-history">
        {query.data.rows.map((row) => (
          <ListItem
            key={row.id}
            divider
            data-testid={`my-attendance-${row.attendanceId}`}
            sx={{ gap: 1, alignItems: 'flex-start' }}
          >
            <ListItemText
              sx={{ minWidth: 0 }}
              primary={row.title ?? t('attendance.untitled')}
              secondary={[
                formatDate(`${row.date.slice(0, 10)}T00:00:00Z`, locale, calendar),
                row.note,
              ]
                .filter(Boolean)
                .join(' · ')}
              slotProps={{ primary: { dir: 'auto' } }}
            />
            <Box sx={{ pt: 0.75 }}>
              <StatusChip status={row.status} />
            </Box>
          </ListItem>
        ))}
      </List>
    );
  }
  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('attendance.historyTitle')}
        subtitle={
          rate.data
            ? t('attendance.myRate', { rate: ratePercent(rate.data.rate), count: rate.data.total })
            : undefined
        }
      />
      <Paper variant="outlined">{body}</Paper>
      {query.data && query.data.pagination.pageCount > 1 && (
        <Pagination
          count={query.data.pagination.pageCount}
          page={page}
          onChange={(_, next) => setPage(next)}
        />
      )}
    </Stack>
  );
}
