import {
  FIELD_ERRORS,
  GENDERS,
  LOCALES,
  USER_STATUSES,
  USER_TYPES,
  UserCreateSchema,
  UserUpdateSchema,
  usersDeclaration,
} from '@caffee/contract';
import { USER_STATUS_KEYS, USER_TYPE_KEYS } from '../../../auth/labels';
import { lazyPart } from '../../../crud/data/lazy-part';
import { defineScreen, type BodyCheck, type ScreenOptions } from '../../../crud/screen';
import { LANGUAGE_NAME_KEYS } from '../../../i18n/language-names';
import { RoleSelect } from './role-select';
import { AccountSelect, PasswordSection } from './user-form-parts';
import { UserRowActions } from './user-row-actions';

/**
 * An institute user belongs to one institute, and every account has an email or a phone
 * number (issue 42); the server says so too, this says it sooner.
 */
const accountChecks: BodyCheck = (body, ctx) => {
  if (body.type === 'institute' && !body.instituteId) {
    ctx.addIssue({
      code: 'custom',
      path: ['instituteId'],
      message: 'validation.instituteRequired',
    });
  }
  if (!body.email && !body.phone) {
    ctx.addIssue({ code: 'custom', path: ['email'], message: FIELD_ERRORS.emailOrPhone });
  }
};

/**
 * Users as a record type, from their declaration, on the generic list, detail and form pages.
 * Their own: the account's choices and password (`user-form-parts.tsx`), the actions on each
 * account (`user-row-actions.tsx`), the picture and a member's council profile on their page
 * (`user-detail-extra.tsx`), and their schemas, as their routes are their own.
 */
const USERS: ScreenOptions = {
  choices: {
    type: { values: USER_TYPES, labelKey: (v) => USER_TYPE_KEYS[v as keyof typeof USER_TYPE_KEYS] },
    status: {
      values: USER_STATUSES,
      labelKey: (v) => USER_STATUS_KEYS[v as keyof typeof USER_STATUS_KEYS],
    },
    locale: {
      values: LOCALES,
      labelKey: (v) => LANGUAGE_NAME_KEYS[v as keyof typeof LANGUAGE_NAME_KEYS],
    },
    gender: { values: GENDERS, labelKey: (v) => `profiles.genders.${v}` },
  },
  inputs: {
    ...Object.fromEntries(
      ['type', 'status', 'locale', 'instituteId'].map((name) => [name, AccountSelect]),
    ),
    // Warns when the role is made for another type of account (a member given Institute).
    roleId: RoleSelect,
  },
  schemas: { create: UserCreateSchema, update: UserUpdateSchema },
  checkBody: accountChecks,
  formSection: PasswordSection,
  rowActions: UserRowActions,
  recordIncludes: ['groups', 'pictureUrl'],
  detailExtra: lazyPart(() => import('./user-detail-extra').then((m) => m.UserDetailExtra)),
};

/** `/admin/users`: every account. */
export const usersScreen = defineScreen(usersDeclaration, {
  ...USERS,
  hintKey: 'users.subtitle',
  createLabelKey: 'users.create',
});

/** `/admin/caffee-users`: the council members, the users of type member (the seed's list). */
export const membersScreen = defineScreen(usersDeclaration, {
  ...USERS,
  key: 'caffee-users',
  labelKey: 'users.membersTitle',
  hintKey: 'users.membersSubtitle',
  createLabelKey: 'users.createMember',
  fixedFilter: { type: 'member' },
});
