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
import { defineScreen } from '../crud/screen';

/** Every `*-categories` type has the same screens; only the path differs. */
const categoryScreen = (contract: ResourceMeta) =>
  defineScreen(contract, { icon: CategoryOutlined, types: ['admin'], parent: 'categories' });

// Permission categories have their own screen with the permissions.
export const categoryScreens = [
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
