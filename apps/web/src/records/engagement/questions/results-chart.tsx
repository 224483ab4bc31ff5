import type { QuestionResults } from '@caffee/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';

// Field names of the chart's rows (named here so they are not read as i18n keys).
const LABEL = 'label';
const COUNT = 'count';

/** Share of the answers, in percent with no decimals. */
const percent = (count: number, total: number) => (total ? Math.round((count * 100) / total) : 0);

/**
 * The counts of a choice question's options as horizontal bars, with the same numbers as a
 * list for screen readers; an open question shows how many wrote an answer.
 */
export function ResultsChart({ results }: { results: QuestionResults }) {
  const { t } = useTranslation();
  const total = results.answerCount;
  if (results.type === 'open_ended') {
    return (
      <Typography color="text.secondary">
        {t('questions.results.openCount', { count: results.openAnswerCount })}
      </Typography>
    );
  }
  const rows = results.options.map((o) => ({ label: o.text, count: o.count }));
  return (
    <Box data-testid={`results-chart-${results.questionId}`}>
      <Box sx={{ width: '100%', height: Math.max(140, rows.length * 48 + 40) }}>
        <BarChart
          dataset={rows}
          layout="horizontal"
          yAxis={[{ scaleType: 'band', dataKey: LABEL, width: 140 }]}
          xAxis={[
            {
              min: 0,
              max: Math.max(1, ...rows.map((r) => r.count)),
              tickMinStep: 1,
              valueFormatter: (v: number) => (Number.isInteger(v) ? String(v) : ''),
            },
          ]}
          series={[{ dataKey: COUNT, label: t('questions.results.answers') }]}
          hideLegend
        />
      </Box>
      <Box component="ul" sx={{ m: 0, ps: 3 }}>
        {rows.map((r) => (
          <Typography component="li" variant="body2" key={r.label}>
            {t('questions.results.optionLine', {
              option: r.label,
              count: r.count,
              percent: percent(r.count, total),
            })}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
