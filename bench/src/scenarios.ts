/** One measured request shape. `rate` pins requests per second (latency at a given load). */
export interface Scenario {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: () => string;
  rate?: number;
  /** Concurrent connections when not pinned to a rate (10 by default). */
  connections?: number;
  /** Sent without the access token (the ceiling: no token check, no database). */
  anonymous?: boolean;
  /** Request headers besides the token's. */
  headers?: Record<string, string>;
  /** A path for each request in turn, instead of `path` every time. */
  nextPath?: () => string;
  /** The targets this row is judged by. */
  targets?: { minCeilingRatio?: number; maxP99Ms?: number };
}

export interface ScenarioInputs {
  newsId: number;
  instituteId: number;
  deepNewsPage: number;
  deepComplaintPage: number;
  /**
   * The `next` cursor of the page before each deep page (see `cursorBefore`): the deep page
   * is then asked for as a client reaches it, `pagination[after]=<cursor>`, one request
   * that seeks instead of skipping rows. Without one the deep page is asked for by number.
   */
  deepNewsCursor?: string;
  deepComplaintCursor?: string;
  searchWord: string;
  /** Words the laws hold, for searches that differ from one request to the next. */
  searchWords?: readonly string[];
}

/**
 * Every ordered pair of the words (`a b`: laws holding both), one per call, round and round.
 * Over 500 pairs, more than the server keeps rankings for, so no search is answered from a
 * kept ranking: each one counts and ranks its matches.
 */
export function searchPairs(words: readonly string[]): () => string {
  const pairs = words.flatMap((a) => words.filter((b) => b !== a).map((b) => `${a} ${b}`));
  let next = 0;
  return () => {
    const q = pairs[next++ % pairs.length] ?? '';
    return `/api/v1/enacted-laws/search?q=${encodeURIComponent(q)}&locale=en`;
  };
}

/** A client that wants the answer read afresh, not one the server kept (http/answer-cache.ts). */
const NO_CACHE = { 'cache-control': 'no-cache' };

const LIST = 'locale=en&pagination[pageSize]=8&includes[]=auditHistory';
export const NEWS_LIST = `/api/v1/news-feeds?${LIST}&filter[status]=published`;
export const COMPLAINTS_LIST = `/api/v1/complains?${LIST}&filter[status]=submitted`;

/**
 * The cursor a client holds on reaching `page - 1` of a list: that page's
 * `_attributes.pagination.next` (the sort values and id of its last row). Asked once, by
 * page number, before the measuring starts; only the deep page itself is measured.
 */
export async function cursorBefore(
  get: (path: string) => Promise<{ _attributes: { pagination: { next?: string } } }>,
  list: string,
  page: number,
): Promise<string | undefined> {
  if (page <= 1) return undefined;
  const previous = await get(`${list}&pagination[page]=${page - 1}`);
  return previous._attributes.pagination.next;
}

const deepPath = (list: string, page: number, cursor: string | undefined) =>
  cursor
    ? `${list}&pagination[after]=${encodeURIComponent(cursor)}`
    : `${list}&pagination[page]=${page}`;

/** The issue 6 list: the ceiling, lists (page 1 and deep), one record, a create, search, dashboard. */
export function scenarios(i: ScenarioInputs): Scenario[] {
  const news = NEWS_LIST;
  const complaints = COMPLAINTS_LIST;
  return [
    { name: 'ceiling: bare route, no database', path: '/api/health/live', anonymous: true },
    // The same route with the token: what checking a caller adds to every signed-in request
    // (a token already seen: one read of the versions of sessions, users and roles).
    { name: 'bare route, signed in', path: '/api/health/live' },
    {
      name: 'news list, page 1',
      path: `${news}&pagination[page]=1`,
      targets: { minCeilingRatio: 0.4 },
    },
    {
      name: `news list, page ${i.deepNewsPage}`,
      path: deepPath(news, i.deepNewsPage, i.deepNewsCursor),
    },
    {
      name: 'complaints list, page 1',
      path: `${complaints}&pagination[page]=1`,
      targets: { minCeilingRatio: 0.4 },
    },
    {
      name: `complaints list, page ${i.deepComplaintPage}`,
      path: deepPath(complaints, i.deepComplaintPage, i.deepComplaintCursor),
    },
    // The rows above ask the same page again and again: after the first, the answer is kept
    // until one of its tables changes. These ask the server to read it afresh each time.
    {
      name: 'news list, page 1, read afresh (no-cache)',
      path: `${news}&pagination[page]=1`,
      headers: NO_CACHE,
    },
    {
      name: 'complaints list, page 1, read afresh (no-cache)',
      path: `${complaints}&pagination[page]=1`,
      headers: NO_CACHE,
    },
    {
      name: 'news list, page 1, at 1000 req/s',
      path: `${news}&pagination[page]=1`,
      rate: 1000,
      targets: { maxP99Ms: 20 },
    },
    {
      name: 'get one news item, at 1000 req/s',
      path: `/api/v1/news-feeds/${i.newsId}?locale=en`,
      rate: 1000,
      targets: { maxP99Ms: 20 },
    },
    {
      name: 'create a complaint (with its audit row)',
      path: '/api/v1/complains',
      method: 'POST',
      body: () =>
        JSON.stringify({
          subject: 'Bench complaint',
          description: 'Measured by the benchmark',
          instituteId: i.instituteId,
          complainantName: 'Bench',
        }),
    },
    {
      name: `law search "${i.searchWord}"`,
      path: `/api/v1/enacted-laws/search?q=${encodeURIComponent(i.searchWord)}&locale=en`,
      targets: { maxP99Ms: 50 },
    },
    ...(i.searchWords
      ? [
          {
            // The row above asks the same search again and again: after the first, its ranking
            // is kept. Here every request asks another one, ranked afresh.
            name: 'law search, a different pair of words each time',
            path: '/api/v1/enacted-laws/search',
            nextPath: searchPairs(i.searchWords),
            targets: { maxP99Ms: 50 },
          },
        ]
      : []),
    {
      // One reader at a time: a search's own time, without waiting behind nine others.
      name: `law search "${i.searchWord}", one connection`,
      path: `/api/v1/enacted-laws/search?q=${encodeURIComponent(i.searchWord)}&locale=en`,
      connections: 1,
    },
    {
      name: 'dashboard count data',
      path: '/api/v1/dashboard/count-data',
      targets: { maxP99Ms: 50 },
    },
    {
      name: 'dashboard timeline (monthly)',
      path: '/api/v1/dashboard/activity-timeline?type=monthly',
      targets: { maxP99Ms: 50 },
    },
  ];
}
