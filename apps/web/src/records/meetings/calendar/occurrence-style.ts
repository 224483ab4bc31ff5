import type { CalendarItemKind, Occurrence } from '@caffee/contract';
import EventOutlined from '@mui/icons-material/EventOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import type { Theme } from '@mui/material/styles';
import { CATEGORY_SWATCHES, KIND_SWATCHES, type Swatch } from '../../../theme/category-colors';

/** Each kind of item's icon, shown on it, in its popover and in the legend. */
export const KIND_ICONS: Readonly<Record<CalendarItemKind, SvgIconComponent>> = {
  event: EventOutlined,
  meeting: GroupsOutlined,
  deadline: FlagOutlined,
};

/** An event without a category takes the theme's primary colour. */
export const defaultEventSwatch = (theme: Theme): Swatch => ({
  bg: theme.palette.primary.main,
  fg: theme.palette.primary.contrastText,
});

/** How an item is coloured: an event by its category, meetings and deadlines by their kind. */
export function swatchOf(o: Pick<Occurrence, 'kind' | 'color'>, theme: Theme): Swatch {
  if (o.kind !== 'event') return KIND_SWATCHES[o.kind];
  return o.color ? CATEGORY_SWATCHES[o.color] : defaultEventSwatch(theme);
}

/** A key naming one occurrence among all a view shows. */
export const occurrenceKey = (o: Pick<Occurrence, 'path' | 'recordId' | 'startsAt'>) =>
  `${o.path}-${o.recordId}-${o.startsAt}`;
