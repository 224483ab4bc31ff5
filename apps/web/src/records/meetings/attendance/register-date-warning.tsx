import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../i18n/format-date';
import { usePrefs } from '../../../store/hooks';
import { registerDateIssue } from './register-date-check';
import { councilDay, type Subject, type SubjectInfo } from './subject';

interface Props {
  subject: Subject;
  about: Pick<SubjectInfo, 'startsAt' | 'endsAt'>;
  /** The register's day, `YYYY-MM-DD` (empty while typed). */
  day: string;
}

/** A warning, never a refusal, when a register's day looks wrong for what it records. */
export function RegisterDateWarning({ subject, about, day }: Props) {
  const { t } = useTranslation();
  const { locale, calendar } = usePrefs();
  const today = councilDay(new Date().toISOString());
  const issue = registerDateIssue({ kind: subject.kind, ...about }, day, today);
  if (!issue) return null;
  const dayText = (d: string) =>
    formatDate(d, locale, calendar, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="register-date-warning">
      {issue === 'ahead'
        ? t('attendance.warnAhead', { date: dayText(day) })
        : t('attendance.warnOtherDay', {
            date: dayText(day),
            meetingDay: dayText(councilDay(about.startsAt)),
          })}
    </Alert>
  );
}
