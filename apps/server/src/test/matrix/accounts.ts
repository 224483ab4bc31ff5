import {
  ADMIN_ONLY,
  crudEntries,
  EVERYONE,
  NOT_ON_SELF,
  type Entry,
  type MatrixDomain,
} from './types.js';

const READERS: Entry = EVERYONE;
/** One's own line; another's does not exist for them. */
const OWN_ONLY: Entry = {
  admin: { own: 'allow', other: 'hidden' },
  institute: { own: 'allow', other: 'hidden' },
  member: { own: 'allow', other: 'hidden' },
};
const OWN_INSTITUTE: Entry = {
  admin: 'allow',
  institute: { own: 'allow', other: 'hidden' },
  member: 'deny',
};

/** Sign-in, accounts, roles, permissions, institutes and files. */
export const accountsMatrix: MatrixDomain = {
  entries: {
    'GET /api/health': 'public',
    'GET /api/health/live': 'public',
    // Its own token (METRICS_TOKEN), not a user's: http/metrics.api.test.ts.
    'GET /api/metrics': 'public',
    'POST /api/v1/auth/login': 'public',
    'POST /api/v1/auth/register': 'public',
    'POST /api/v1/auth/forgotPassword': 'public',
    'POST /api/v1/auth/resetPassword': 'public',
    'POST /api/v1/auth/refresh': 'public',
    'POST /api/v1/auth/logout': 'public',
    'GET /api/v1/files/:id': 'public',
    'GET /api/v1/files/:id/thumbnail': 'public',
    'GET /api/v1/users/current': EVERYONE,
    'PATCH /api/v1/users/current': EVERYONE,
    'POST /api/v1/users/current/password': EVERYONE,
    'POST /api/v1/users/current/logout-everywhere': EVERYONE,
    'PUT /api/v1/users/current/picture': EVERYONE,
    'POST /api/v1/users/current/picture': EVERYONE,
    'DELETE /api/v1/users/current/picture': EVERYONE,
    // Each person's own notifications (another's is a 404: notifications.api.test.ts).
    'GET /api/v1/notifications': EVERYONE,
    // Each finds what they may read (the scope: search/search.api.test.ts).
    'GET /api/v1/search': EVERYONE,
    'GET /api/v1/notifications/unread-count': EVERYONE,
    'POST /api/v1/notifications/:id/read': OWN_ONLY,
    'POST /api/v1/notifications/read-all': EVERYONE,
    'GET /api/v1/notifications/preferences': EVERYONE,
    'PUT /api/v1/notifications/preferences': EVERYONE,
    // Each person proves their own phone number (sms/phone-verification.api.test.ts).
    'GET /api/v1/notifications/phone': EVERYONE,
    'POST /api/v1/notifications/phone/code': EVERYONE,
    'POST /api/v1/notifications/phone/verify': EVERYONE,
    'GET /api/v1/notifications/defaults': ADMIN_ONLY,
    'PUT /api/v1/notifications/defaults': ADMIN_ONLY,
    'GET /api/v1/settings/council': EVERYONE,
    'PUT /api/v1/settings/council': ADMIN_ONLY,
    'PUT /api/v1/settings/council/logo': ADMIN_ONLY,
    'POST /api/v1/settings/council/logo': ADMIN_ONLY,
    'DELETE /api/v1/settings/council/logo': ADMIN_ONLY,
    'GET /api/v1/dashboard/count-data': ADMIN_ONLY,
    'GET /api/v1/dashboard/activity-timeline': ADMIN_ONLY,
    'GET /api/v1/users': ADMIN_ONLY,
    'POST /api/v1/users': ADMIN_ONLY,
    'POST /api/v1/users/import': ADMIN_ONLY,
    'GET /api/v1/users/import/template.csv': ADMIN_ONLY,
    'GET /api/v1/users/import/progress/:id': ADMIN_ONLY,
    'GET /api/v1/users/:id': ADMIN_ONLY,
    'PUT /api/v1/users/:id': ADMIN_ONLY,
    'PATCH /api/v1/users/:id': ADMIN_ONLY,
    'DELETE /api/v1/users/:id': NOT_ON_SELF,
    'POST /api/v1/users/:id/activate': NOT_ON_SELF,
    'POST /api/v1/users/:id/disable': NOT_ON_SELF,
    'POST /api/v1/users/:id/reset-password': ADMIN_ONLY,
    'GET /api/v1/users/export.csv': ADMIN_ONLY,
    'GET /api/v1/users/:id/comments': ADMIN_ONLY,
    'POST /api/v1/users/:id/comments': ADMIN_ONLY,
    // Another account's picture: administrators who may manage it.
    'PUT /api/v1/users/:id/picture': ADMIN_ONLY,
    'POST /api/v1/users/:id/picture': ADMIN_ONLY,
    'DELETE /api/v1/users/:id/picture': ADMIN_ONLY,
    'GET /api/v1/caffee-users': ADMIN_ONLY,
    'GET /api/v1/caffee-users/export.csv': ADMIN_ONLY,
    'GET /api/v1/caffee-users/:id/comments': ADMIN_ONLY,
    'POST /api/v1/caffee-users/:id/comments': ADMIN_ONLY,
    ...crudEntries('roles', { read: ADMIN_ONLY, write: ADMIN_ONLY }),
    'GET /api/v1/roles/:roleId/permissions': ADMIN_ONLY,
    'PUT /api/v1/roles/:roleId/permissions': ADMIN_ONLY,
    'POST /api/v1/roles/:roleId/permissions': ADMIN_ONLY,
    ...crudEntries('permissions', {
      read: ADMIN_ONLY,
      write: ADMIN_ONLY,
      comments: { read: ADMIN_ONLY, write: ADMIN_ONLY },
    }),
    ...crudEntries('permission-categories', { read: ADMIN_ONLY, write: ADMIN_ONLY }),
    ...crudEntries('institutes', {
      read: READERS,
      write: OWN_INSTITUTE,
      create: ADMIN_ONLY,
      remove: ADMIN_ONLY,
      comments: { read: READERS, write: ADMIN_ONLY },
    }),
  },

  async setup(t, callers, institutes) {
    const admin = callers.admin.token;
    const post = async (url: string, body: unknown) =>
      (await t.request({ method: 'POST', url: `/api/v1/${url}`, token: admin, body })).body.payload
        .id as number;
    const stranger = await t.createUser({ type: 'institute', instituteId: institutes.b });
    /** A notification line of the user's (written as the worker writes them). */
    const line = async (userId: number) =>
      (
        await t.services.db
          .insertInto('notifications')
          .values({
            userId,
            kind: 'account-role',
            resource: 'users',
            recordId: userId,
            auditId: 0,
            actorId: null,
            status: null,
            readAt: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const lines = {
      admin: await line(callers.admin.userId),
      institute: await line(callers.institute.userId),
      member: await line(callers.member.userId),
    };
    const own = (who: 'admin' | 'institute' | 'member') => ({
      notifications: lines[who],
      users: callers[who].userId,
      'caffee-users': callers[who].userId,
      roles: callers[who].roleId,
      ...(callers[who].instituteId ? { institutes: callers[who].instituteId } : {}),
    });
    return {
      other: {
        users: stranger.user.id,
        'caffee-users': stranger.user.id,
        notifications: await line(stranger.user.id),
        'permission-categories': await post('permission-categories', { name: 'Matrix' }),
        permissions: await post('permissions', { name: 'matrix:check' }),
        roles: await post('roles', { name: 'Matrix role' }),
        institutes: institutes.b,
      },
      own: { admin: own('admin'), institute: own('institute'), member: own('member') },
    };
  },
};
