import EventOutlined from '@mui/icons-material/EventOutlined';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../i18n/format-date';
import { usePrefs } from '../../../store/hooks';

/** "Due 5 December 2026" (or "Closed …"): when answers stop being taken. */
export function DueChip({ dueAt, open }: { dueAt: string | null; open: boolean }) {
  const { t } = useTranslation();
  const { locale, calendar } = usePrefs();
  if (!dueAt) return <Chip size="small" variant="outlined" label={t('questions.noDueDate')} />;
  const date = formatDate(dueAt, locale, calendar, { dateStyle: 'medium' });
  return (
    <Chip
      size="small"
      icon={<EventOutlined />}
      variant="outlined"
      color={open ? 'default' : 'error'}
      label={t(open ? 'questions.dueOn' : 'questions.closedOn', { date })}
    />
  );
}
