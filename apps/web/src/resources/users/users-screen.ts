import { GENDERS, LOCALES, USER_STATUSES, USER_TYPES, usersDeclaration } from '@caffee/contract';
import { USER_STATUS_KEYS, USER_TYPE_KEYS } from '../../auth/labels';
import { lazyPart } from '../../crud/lazy-part';
import { defineScreen } from '../../crud/screen';
import { LANGUAGE_NAME_KEYS } from '../../i18n/language-names';

/**
 * Users as a record type, from their declaration: one user's page (its fields in the reader's
 * language, comments and history) is the generic detail page, with the account's actions and
 * a member's council profile as its own part. The list and the form stay the users' own
 * (their filters, row actions and password rules).
 */
export const usersScreen = defineScreen(usersDeclaration, {
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
  recordIncludes: ['groups', 'pictureUrl'],
  detailExtra: lazyPart(() => import('./user-detail-extra').then((m) => m.UserDetailExtra)),
});
