import {
  attendanceCategoriesMeta,
  calendarEventCategoriesMeta,
  complainCategoriesMeta,
  enactedLawCategoriesMeta,
  forumCategoriesMeta,
  groupCategoriesMeta,
  instituteCategoriesMeta,
  kebeleCategoriesMeta,
  meetingCategoriesMeta,
  newsFeedCategoriesMeta,
  regionCategoriesMeta,
  surveyCategoriesMeta,
  woredaCategoriesMeta,
  zoneCategoriesMeta,
  type ResourceMeta,
} from '@caffee/contract';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import type { RecordScreen } from '../crud/screen';

/** Every `*-categories` type has the same screens; only the path differs. */
function categoryScreen(contract: ResourceMeta): RecordScreen {
  return {
    key: contract.path,
    contract,
    labelKey: `records.types.${contract.path}`,
    icon: CategoryOutlined,
    titleField: 'name',
    fields: [
      { name: 'name', kind: 'text', column: true },
      { name: 'description', kind: 'multiline', column: true },
    ],
    filters: [],
    defaultSort: { field: 'name', direction: 'asc' },
    types: ['admin'],
    parent: 'categories',
  };
}

// Permission categories have their own screen with the permissions.
export const categoryScreens: RecordScreen[] = [
  newsFeedCategoriesMeta,
  enactedLawCategoriesMeta,
  forumCategoriesMeta,
  complainCategoriesMeta,
  surveyCategoriesMeta,
  meetingCategoriesMeta,
  calendarEventCategoriesMeta,
  attendanceCategoriesMeta,
  instituteCategoriesMeta,
  groupCategoriesMeta,
  regionCategoriesMeta,
  zoneCategoriesMeta,
  woredaCategoriesMeta,
  kebeleCategoriesMeta,
].map(categoryScreen);
