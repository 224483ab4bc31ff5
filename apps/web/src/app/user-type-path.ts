import { USER_TYPES, type UserType } from '@caffee/contract';

/** The type whose pages a path is under (`/admin/users` → admin), if any. */
export function typeOfPath(pathname: string): UserType | undefined {
  const first = pathname.split('/')[1];
  return USER_TYPES.find((type) => type === first);
}
