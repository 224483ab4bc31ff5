import { ADMIN_ONLY, crudEntries, EVERYONE, type MatrixDomain } from './types.js';

/** Everyone signed in reads and comments; only administrators publish. */
const PUBLISHED = {
  read: EVERYONE,
  write: ADMIN_ONLY,
  comments: { read: EVERYONE, write: EVERYONE },
};
const CATEGORIES = { read: EVERYONE, write: ADMIN_ONLY };

/** News feeds, enacted laws (and their search) and publications. */
export const publishingMatrix: MatrixDomain = {
  entries: {
    ...crudEntries('news-feed-categories', CATEGORIES),
    ...crudEntries('news-feeds', PUBLISHED),
    ...crudEntries('enacted-law-categories', CATEGORIES),
    ...crudEntries('enacted-laws', PUBLISHED),
    'GET /api/v1/enacted-laws/search': EVERYONE,
    ...crudEntries('publications', PUBLISHED),
  },

  async setup(t, callers) {
    const post = async (url: string, body: unknown) => {
      const res = await t.request({
        method: 'POST',
        url: `/api/v1/${url}`,
        token: callers.admin.token,
        body,
      });
      return res.body.payload.id as number;
    };
    // Published news, which every caller may see (drafts are in news-feeds.api.test.ts).
    const news = { title: 'Oduu', status: 'published', publishedAt: '2024-01-01' };
    const law = { title: 'Labsii', proclamationNumber: '1/2024', enactedAt: '2024-01-01' };
    return {
      other: {
        'news-feed-categories': await post('news-feed-categories', { name: 'Matrix' }),
        'news-feeds': await post('news-feeds', news),
        'enacted-law-categories': await post('enacted-law-categories', { name: 'Matrix' }),
        'enacted-laws': await post('enacted-laws', law),
        publications: await post('publications', { title: 'Gabaasa', kind: 'report' }),
      },
    };
  },
};
