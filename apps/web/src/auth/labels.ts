import type { UserStatus, UserType } from '@caffee/contract';

/** i18n keys of the values the API sends as codes. */
export const USER_TYPE_KEYS: Record<UserType, string> = {
  admin: 'userType.admin',
  institute: 'userType.institute',
  member: 'userType.member',
};

export const USER_STATUS_KEYS: Record<UserStatus, string> = {
  active: 'userStatus.active',
  pending: 'userStatus.pending',
  disabled: 'userStatus.disabled',
};

/** Chip colours of the statuses: active reads as good, pending as waiting on someone. */
export const USER_STATUS_COLORS = {
  active: 'success',
  pending: 'warning',
  disabled: 'default',
} as const satisfies Record<UserStatus, string>;
