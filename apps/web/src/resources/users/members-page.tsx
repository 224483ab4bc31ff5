import { UsersList } from './users-page';

/** `/admin/caffee-users`: the council members (users of type member), as the seed lists them. */
export default function MembersPage() {
  return <UsersList members />;
}
