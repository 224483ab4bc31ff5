import { RecordDetailPage } from '../../crud/record-detail-page';
import { usersScreen } from './users-screen';

/** `/admin/users/{id}`: one account, as every record's page shows one. */
export default function UserDetailPage() {
  return <RecordDetailPage screen={usersScreen} />;
}
