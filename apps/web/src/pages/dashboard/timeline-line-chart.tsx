import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';
import type { TimelineRow } from './timeline-rows';

const SERIES = ['created', 'updated', 'deleted', 'total'] as const;

/** The activity timeline as lines, one per kind of change (loaded apart: see ActivityChart). */
export default function TimelineLineChart({ rows }: { rows: readonly TimelineRow[] }) {
  const { t } = useTranslation();
  return (
    <LineChart
      height={300}
      skipAnimation
      xAxis={[
        {
          scaleType: 'point',
          data: rows.map((row) => row.period),
          valueFormatter: (value: string, context) =>
            rows.find((row) => row.period === value)?.[
              context.location === 'tick' ? 'short' : 'label'
            ] ?? value,
        },
      ]}
      series={SERIES.map((key) => ({
        id: key,
        label: t(`dashboard.timeline.${key}`),
        data: rows.map((row) => row[key]),
        showMark: rows.length <= 12,
        curve: 'linear' as const,
      }))}
    />
  );
}
