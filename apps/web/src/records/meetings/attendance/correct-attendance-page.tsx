import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorMessageKey } from '../../../api/error-message';
import { idParam } from '../../../crud/detail/record-detail-page';
import { usePrefs } from '../../../store/hooks';
import { fetchRegister } from './attendance-api';
import { AttendanceSheet } from './attendance-sheet';
import { subjectOf } from './subject';

/** `/admin/attendances/:id/correct`: a saved register opened on the register screen. */
export default function CorrectAttendancePage() {
  const { t } = useTranslation();
  const { locale } = usePrefs();
  const id = idParam(useParams().id);
  const query = useQuery({
    queryKey: ['attendances', 'correct', id, locale],
    queryFn: () => fetchRegister(id, locale),
  });
  if (query.isPending)
    return (
      <Skeleton variant="rounded" height={320} role="status" aria-label={t('common.loading')} />
    );
  const subject = query.data && subjectOf(query.data);
  if (query.isError || !subject) {
    return (
      <Alert severity="error" role="alert">
        {t(errorMessageKey(query.error))}
      </Alert>
    );
  }
  return <AttendanceSheet key={id} subject={subject} correcting={query.data} />;
}
