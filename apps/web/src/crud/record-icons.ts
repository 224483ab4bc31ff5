import type { RecordIcon } from '@caffee/contract';
import type { SvgIconComponent } from '@mui/icons-material';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import FeedbackOutlined from '@mui/icons-material/FeedbackOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import VpnKeyOutlined from '@mui/icons-material/VpnKeyOutlined';
import LibraryBooksOutlined from '@mui/icons-material/LibraryBooksOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import PollOutlined from '@mui/icons-material/PollOutlined';

/**
 * The picture of each icon name a record type's declaration may give (`RECORD_ICONS` in the
 * contract). Named imports, not a dynamic one: the menu shows them all at once, and the
 * bundler keeps only these few out of the thousands the package has.
 */
export const RECORD_ICON_COMPONENTS: Readonly<Record<RecordIcon, SvgIconComponent>> = {
  adminPanel: AdminPanelSettingsOutlined,
  apartment: ApartmentOutlined,
  article: ArticleOutlined,
  campaign: CampaignOutlined,
  category: CategoryOutlined,
  description: DescriptionOutlined,
  event: EventOutlined,
  eventNote: EventNoteOutlined,
  feedback: FeedbackOutlined,
  folder: FolderOutlined,
  forum: ForumOutlined,
  gavel: GavelOutlined,
  groups: GroupsOutlined,
  help: HelpOutlineOutlined,
  howToReg: HowToRegOutlined,
  key: VpnKeyOutlined,
  library: LibraryBooksOutlined,
  place: PlaceOutlined,
  poll: PollOutlined,
};
