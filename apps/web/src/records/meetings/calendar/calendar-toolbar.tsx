import ChevronLeftOutlined from '@mui/icons-material/ChevronLeftOutlined';
import ChevronRightOutlined from '@mui/icons-material/ChevronRightOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { CALENDAR_ITEM_KINDS } from '@caffee/contract';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../crud/list/filter-select';
import type { NamedOption } from '../../../crud/data/crud-api';
import type { CalendarView } from './calendar-grid';

const flip = (theme: Theme) => (theme.direction === 'rtl' ? { transform: 'scaleX(-1)' } : {});

export const VIEWS: readonly CalendarView[] = ['month', 'week', 'agenda'];

interface CalendarToolbarProps {
  title: string;
  view: CalendarView;
  category: string;
  categories: readonly NamedOption[];
  /** The categories are still being asked for: their filter keeps its place meanwhile. */
  categoriesLoading?: boolean;
  /** One kind of item only; '' for all. */
  kind: string;
  onShift: (delta: number) => void;
  onToday: () => void;
  onView: (view: CalendarView) => void;
  onCategory: (id: string) => void;
  onKind: (kind: string) => void;
}

/** Previous/next/today, the period shown, the filters (kind, category) and the view switch. */
export function CalendarToolbar(props: CalendarToolbarProps) {
  const { title, view, category, categories, kind, onShift, onToday, onView, onCategory, onKind } =
    props;
  // Shown while the categories load too, so the bar does not grow a row when they arrive
  // (on a phone the filters wrap, and the calendar below moved: a layout shift, issue 41).
  const withCategories = categories.length > 0 || Boolean(props.categoriesLoading);
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        {/* The chevrons point along the reading direction, so they flip in RTL. */}
        <IconButton
          onClick={() => onShift(-1)}
          aria-label={t('calendarView.previous')}
          data-testid="calendar-prev"
        >
          <ChevronLeftOutlined sx={flip} />
        </IconButton>
        <Button variant="outlined" size="small" onClick={onToday} data-testid="calendar-today">
          {t('calendarView.today')}
        </Button>
        <IconButton
          onClick={() => onShift(1)}
          aria-label={t('calendarView.next')}
          data-testid="calendar-next"
        >
          <ChevronRightOutlined sx={flip} />
        </IconButton>
      </Stack>
      <Typography
        variant="h6"
        component="h2"
        aria-live="polite"
        data-testid="calendar-title"
        sx={{ flex: '1 1 auto', minWidth: 160 }}
      >
        {title}
      </Typography>
      <FilterSelect
        name="kind"
        labelKey="calendarView.kind"
        value={kind}
        options={CALENDAR_ITEM_KINDS.map((k) => ({
          value: k,
          label: t(`calendarView.kinds.${k}`),
        }))}
        onChange={onKind}
      />
      {withCategories && (
        <FilterSelect
          name="category"
          labelKey="calendarView.category"
          value={category}
          options={categories.map((c) => ({ value: String(c.id), label: c.name }))}
          onChange={onCategory}
        />
      )}
      <ToggleButtonGroup
        exclusive
        size="small"
        value={view}
        onChange={(_event, next: CalendarView | null) => next && onView(next)}
        aria-label={t('calendarView.view')}
      >
        {VIEWS.map((v) => (
          <ToggleButton key={v} value={v} data-testid={`calendar-view-${v}`}>
            {t(`calendarView.views.${v}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}
