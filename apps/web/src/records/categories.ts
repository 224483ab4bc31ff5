import {
  attendanceCategories,
  calendarEventCategories,
  complainCategories,
  enactedLawCategories,
  forumCategories,
  groupCategories,
  instituteCategories,
  kebeleCategories,
  meetingCategories,
  newsFeedCategories,
  regionCategories,
  surveyCategories,
  woredaCategories,
  zoneCategories,
  type ResourceContract,
} from '@caffee/contract';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import type { RecordScreen } from '../crud/screen';

/** Every `*-categories` type has the same screens; only the path differs. */
function categoryScreen(contract: ResourceContract): RecordScreen {
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
  newsFeedCategories,
  enactedLawCategories,
  forumCategories,
  complainCategories,
  surveyCategories,
  meetingCategories,
  calendarEventCategories,
  attendanceCategories,
  instituteCategories,
  groupCategories,
  regionCategories,
  zoneCategories,
  woredaCategories,
  kebeleCategories,
].map(categoryScreen);
