import { TIMELINE_TYPES, type TimelinePoint, type TimelineType } from '@caffee/contract';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { memo, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultFallbackInView, useOnInView } from 'react-intersection-observer';
import { ApiErrorAlert } from '../../components/api-error-alert';
import { lazyPart } from '../../crud/data/lazy-part';
import { usePrefs } from '../../store/hooks';
import { timelineRows } from './timeline-rows';
import { TimelineTable } from './timeline-table';

// The chart library is the largest part of the dashboard: the page shows without waiting for
// it, and a screen that opens with the chart out of view (a phone, below the counts) loads and
// draws it only when it scrolls near, not while the page is starting. Offline, a message with
// "Try again" takes its place, above the table that shows the same figures.
const TimelineLineChart = lazyPart(() => import('./timeline-line-chart').then((m) => m.default));
const NEAR = { rootMargin: '200px', triggerOnce: true };
const CHART_HEIGHT = 300;
// Where IntersectionObserver is missing, everything counts as in view.
defaultFallbackInView(true);

interface ActivityChartProps {
  type: TimelineType;
  onType: (type: TimelineType) => void;
  points: TimelinePoint[] | undefined;
  error: unknown;
}

/**
 * Activity per period from the audit history, with a daily/weekly/monthly/yearly switch.
 * Memoised: the page hands it deferred data, and redraws it only when that changes.
 */
export const ActivityChart = memo(function ActivityChart({
  type,
  onType,
  points,
  error,
}: ActivityChartProps) {
  const { t } = useTranslation();
  const { locale, calendar } = usePrefs();
  const headingId = useId();
  const [near, setNear] = useState(false);
  const watch = useOnInView((inView) => inView && setNear(true), NEAR);
  const loading = (
    <Skeleton
      variant="rounded"
      height={CHART_HEIGHT}
      role="status"
      aria-label={t('common.loading')}
    />
  );
  const rows = timelineRows(points ?? [], locale, calendar);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={headingId}>
      <Stack
        direction="row"
        sx={{
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          mb: 1,
        }}
      >
        <Typography variant="h6" component="h2" id={headingId}>
          {t('dashboard.timeline.title')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={type}
          onChange={(_event, next: TimelineType | null) => next && onType(next)}
          aria-label={t('dashboard.timeline.period')}
        >
          {TIMELINE_TYPES.map((value) => (
            <ToggleButton key={value} value={value} data-testid={`timeline-${value}`}>
              {t(`dashboard.timeline.types.${value}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <ApiErrorAlert error={error} />
      {!points && !error && loading}
      {points && (
        <>
          <Box
            ref={watch}
            data-testid="timeline-chart"
            data-type={type}
            data-points={points.length}
          >
            {near ? (
              <Suspense fallback={loading}>
                <TimelineLineChart rows={rows} />
              </Suspense>
            ) : (
              // Its place kept, so the page does not move when it draws; nothing is loading yet.
              <Box sx={{ height: CHART_HEIGHT }} />
            )}
          </Box>
          <TimelineTable
            rows={rows}
            caption={t('dashboard.timeline.tableCaption', {
              period: t(`dashboard.timeline.types.${type}`),
            })}
          />
        </>
      )}
    </Paper>
  );
});
