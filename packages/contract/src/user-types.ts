// No zod here: the web app's routes are made for each user type before any schema loads.

/** The three kinds of account: council staff, institute staff and council members. */
export const USER_TYPES = ['admin', 'institute', 'member'] as const;
export type UserType = (typeof USER_TYPES)[number];
