import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../api/error-message';
import { formatDate } from '../../../i18n/format-date';
import { usePrefs } from '../../../store/hooks';
import { fetchAnswers } from './questions-api';

const PAGE_SIZE = 10;

/** The written answers of an open-ended question, newest first, a page at a time. */
export function OpenAnswers({ questionId }: { questionId: number }) {
  const { t } = useTranslation();
  const { locale, calendar } = usePrefs();
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: ['question-answers', questionId, page],
    queryFn: () => fetchAnswers(questionId, page, PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  if (query.isPending) return <Skeleton variant="rounded" height={120} />;
  if (query.isError)
    return <Typography color="error">{t(errorMessageKey(query.error))}</Typography>;
  const { rows, pagination } = query.data;
  if (rows.length === 0)
    return <Typography color="text.secondary">{t('questions.results.noAnswers')}</Typography>;
  return (
    <>
      <List dense data-testid="open-answers">
        {rows.map((a) => (
          <ListItem key={a.id} divider>
            <ListItemText
              primary={a.text ?? '—'}
              secondary={`${a.userName ?? '—'} · ${formatDate(a.updatedAt, locale, calendar, { dateStyle: 'medium' })}`}
              slotProps={{ primary: { dir: 'auto', sx: { whiteSpace: 'pre-wrap' } } }}
            />
          </ListItem>
        ))}
      </List>
      {pagination.pageCount > 1 && (
        <Pagination
          count={pagination.pageCount}
          page={page}
          onChange={(_, next) => setPage(next)}
          getItemAriaLabel={(type, n) => t(`questions.results.page.${type}`, { page: n })}
        />
      )}
    </>
  );
}
