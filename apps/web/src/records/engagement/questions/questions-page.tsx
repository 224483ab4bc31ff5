import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useLocation } from 'react-router';
import { useCurrentUser } from '../../../auth/auth-context';
import { PageHeader } from '../../../components/page-header';
import { usePrefs } from '../../../store/hooks';
import { isOpen, orderQuestions } from './answer-body';
import { QuestionCard } from './question-card';
import { fetchMyQuestions } from './questions-api';

/** `/institute/questions`, `/member/questions`: the landing, the questions to answer. */
export default function QuestionsPage() {
  const { t } = useTranslation();
  const { locale } = usePrefs();
  const user = useCurrentUser();
  const query = useQuery({
    queryKey: ['my-questions', locale],
    queryFn: () => fetchMyQuestions(locale),
  });
  const ordered = useMemo(() => orderQuestions(query.data?.rows ?? []), [query.data]);
  const openCount = ordered.filter((q) => isOpen(q) && !q.answered).length;
  // A link to one question (`#record-<id>`, a notification's) brings its card into view and
  // focus once the list is there: the browser's own jump happens before the list loads.
  const { hash } = useLocation();
  const loaded = query.data !== undefined;
  useEffect(() => {
    if (!loaded || !hash) return;
    const card = document.getElementById(decodeURIComponent(hash.slice(1)));
    card?.scrollIntoView({ block: 'start' });
    card?.focus({ preventScroll: true });
  }, [loaded, hash]);

  let body;
  if (query.isPending) {
    body = [0, 1, 2].map((i) => (
      <Skeleton
        key={i}
        variant="rounded"
        height={180}
        role="status"
        aria-label={t('common.loading')}
      />
    ));
  } else if (query.isError) {
    body = <ApiErrorAlert error={query.error} onRetry={() => void query.refetch()} />;
  } else if (ordered.length === 0) {
    body = (
      <Typography color="text.secondary" data-testid="questions-empty">
        {t('questions.empty')}
      </Typography>
    );
  } else {
    body = ordered.map((q) => <QuestionCard key={q.id} question={q} />);
  }

  return (
    <Stack spacing={3}>
      <PageHeader title={t('questions.title')} subtitle={user.institute?.name ?? user.name} />
      {query.data && (
        <Typography color="text.secondary" sx={{ mt: -2 }} data-testid="questions-open-count">
          {t('questions.toAnswer', { count: openCount })}
        </Typography>
      )}
      <Stack spacing={2} data-testid="questions-list">
        {body}
      </Stack>
    </Stack>
  );
}
