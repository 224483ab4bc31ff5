import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan, useCurrentUser } from '../../auth/auth-context';
import { AccountCard } from '../../components/account-card';
import { ApiErrorAlert } from '../../components/api-error-alert';
import { PageTitle } from '../../components/page-title';
import { ActivityChart } from './activity-chart';
import { CountCards } from './count-cards';
import { useCountData, useTimeline } from './dashboard-api';
import { useTimelineType } from './timeline-type';

/** `/admin/dashboard`: a welcome, the record counts and the activity over time. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const can = useCan();
  const allowed = can('dashboard:read');
  const [type, setType] = useTimelineType();
  const counts = useCountData(allowed);
  const timeline = useTimeline(type, allowed);
  // The cards and the chart are drawn in a background render once their data arrives (the
  // chart is the costliest part of the page), so no long task holds the page meanwhile.
  const countData = useDeferredValue(counts.data);
  const points = useDeferredValue(timeline.data);
  return (
    <Stack spacing={3}>
      <div>
        <PageTitle>{t('pages.dashboard.title')}</PageTitle>
        <Typography variant="body1" color="text.secondary" data-testid="welcome">
          {t('landing.welcome', { name: user.name })}
        </Typography>
      </div>
      {allowed && (
        <>
          <ApiErrorAlert error={counts.error} />
          {!counts.error && <CountCards data={countData} />}
          <ActivityChart type={type} onType={setType} points={points} error={timeline.error} />
        </>
      )}
      <AccountCard user={user} />
    </Stack>
  );
}
