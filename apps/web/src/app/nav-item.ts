import type { UserType } from '@caffee/contract';
import type { SvgIconComponent } from '@mui/icons-material';
import type { LazyPage } from '../components/lazy-page';
import type { SubPage } from '../crud/screen';

/**
 * One menu entry and its page. `path` is relative to the type's layout (`/admin/…`),
 * so the same entry can serve several types. Later features add entries here only.
 */
export interface NavItem {
  key: string;
  path: string;
  icon: SvgIconComponent;
  labelKey: string;
  types: readonly UserType[];
  /** A `resource:action` the user's role must grant for the item to show. */
  permission?: string;
  page: LazyPage;
  /** Pages under the item (`users/new`), not in the menu; they also need the item's permission. */
  subPages?: readonly SubPage[];
  /** Routed but left out of the menu (pages reached from a record: results, attendance). */
  hidden?: boolean;
}
