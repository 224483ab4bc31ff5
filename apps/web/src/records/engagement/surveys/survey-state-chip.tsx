import type { Survey } from '@caffee/contract';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../i18n/format-date';
import { usePrefs } from '../../../store/hooks';
import { surveyState } from './survey-form';

/** "Draft", "Open until …", "Opens …" or "Closed …", in the user's calendar. */
export function SurveyStateChip({
  survey,
}: {
  survey: Pick<Survey, 'opensAt' | 'closesAt'> & { publishedAt?: string | null };
}) {
  const { t } = useTranslation();
  const { locale, calendar } = usePrefs();
  const state = surveyState(survey);
  const date = (v: string | null) =>
    v ? formatDate(v, locale, calendar, { dateStyle: 'medium' }) : '';
  const label =
    survey.publishedAt === null
      ? t('surveys.state.draft')
      : state === 'notOpen'
        ? t('surveys.state.opens', { date: date(survey.opensAt) })
        : state === 'closed'
          ? t('surveys.state.closed', { date: date(survey.closesAt) })
          : survey.closesAt
            ? t('surveys.state.openUntil', { date: date(survey.closesAt) })
            : t('surveys.state.open');
  return <Chip size="small" variant="outlined" label={label} data-testid="survey-state" />;
}
