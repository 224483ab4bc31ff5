import { pickWord, random } from './text.js';

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
  targets?: {
    /** A share of the ceiling measured in the same run, by database where they differ. */
    minCeilingRatio?: number | { sqlite: number; postgres: number };
    maxP99Ms?: number;
    /** p50 within twice that of the row of this name (a deep page against page 1). */
    withinTwiceOf?: string;
  };
}

export interface ScenarioInputs {
  newsId: number;
  instituteId: number;
  deepNewsPage: number;
  deepComplaintPage: number;
  /** With a million complaints or more: the deep page of the status and institute filter. */
  million?: { deepFilteredPage: number; cursor10000?: string };
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

/**
 * The search of everything (issue 44) as people use it: two words of one language, drawn as
 * texts use them (`pickWord`: often the common words, mostly the others), a different pair
 * on each request, in that language, the first page of 8.
 */
export function everyDifferentSearch(seed = 44): () => string {
  const rnd = random(seed);
  const langs = ['om', 'en', 'am'] as const;
  return () => {
    const lang = rnd.pick(langs);
    const q = `${pickWord(rnd, lang)} ${pickWord(rnd, lang)}`;
    return `/api/v1/search?q=${encodeURIComponent(q)}&locale=${lang}&pagination[page]=1&pagination[pageSize]=8`;
  };
}

/** A client that wants the answer read afresh, not one the server kept (http/answer-cache.ts). */
const NO_CACHE = { 'cache-control': 'no-cache' };

/** The seed client's list request: pages of 8, its default `includes[]=auditHistory`. */
const LIST = 'locale=en&pagination[pageSize]=8&includes[]=auditHistory';
export const NEWS_LIST = `/api/v1/news-feeds?${LIST}&filter[status]=published`;
export const COMPLAINTS_LIST = `/api/v1/complains?${LIST}&filter[status]=submitted`;
/** Every complaint, as the million-complaint rows ask. */
export const MILLION_LIST = `/api/v1/complains?${LIST}`;
/** The same lists without the history: a list as a screen asks for it. */
const PLAIN = 'locale=en&pagination[pageSize]=8';
const NEWS_PLAIN = `/api/v1/news-feeds?${PLAIN}&filter[status]=published`;

/**
 * A different `filter[publishedAt][lt]` on each request (news published before a day of the
 * last three years): no two ask the same question, so each one counts its total afresh (the
 * count cache, db/count-cache.ts, keeps counts per question).
 */
function everChangingFilter(list: string): () => string {
  const day = 86_400_000;
  const now = Date.now();
  let next = 0;
  return () => {
    const before = new Date(now - (next++ % 1095) * day).toISOString();
    return `${list}&filter[publishedAt][lt]=${encodeURIComponent(before)}&pagination[page]=1`;
  };
}

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

/** Names of rows other rows are judged against. */
const NEWS_PAGE_1 = 'news list, page 1 (fresh)';
const COMPLAINTS_PAGE_1 = 'complaints list, page 1 (fresh)';
const PAGE_OF_100 = 'news list, page 1 of 100 (fresh)';
const MILLION_PAGE_1 = '1M complaints, page 1 (fresh), at 1000 req/s';

/**
 * The issue 22 list. Fresh rows first: each request sends `Cache-Control: no-cache`, so the
 * server reads, validates and serializes the answer again (http/answer-cache.ts); a list's
 * total still comes from the count cache while its table is unwritten, and the row "a new
 * question each time" shows a total counted afresh on every request. Then the rows answered
 * from kept answers, labelled so.
 */
export function scenarios(i: ScenarioInputs): Scenario[] {
  const news = NEWS_LIST;
  const complaints = COMPLAINTS_LIST;
  const fresh = { headers: NO_CACHE };
  return [
    { name: 'ceiling: bare route, no database', path: '/api/health/live', anonymous: true },
    // The same route with the token: what checking a caller adds to every signed-in request
    // (a token already seen: one read of the versions of sessions, users and roles).
    { name: 'bare route, signed in', path: '/api/health/live' },
    {
      name: 'news list, page 1 of 8 with total (fresh)',
      path: `${NEWS_PLAIN}&pagination[page]=1`,
      ...fresh,
      targets: { minCeilingRatio: { sqlite: 0.25, postgres: 0.15 } },
    },
    {
      name: NEWS_PAGE_1,
      path: `${news}&pagination[page]=1`,
      ...fresh,
      targets: { minCeilingRatio: 0.15 },
    },
    {
      name: `news list, page ${i.deepNewsPage} by number (fresh)`,
      path: `${news}&pagination[page]=${i.deepNewsPage}`,
      ...fresh,
      targets: { withinTwiceOf: NEWS_PAGE_1 },
    },
    {
      name: PAGE_OF_100,
      path: `/api/v1/news-feeds?locale=en&pagination[pageSize]=100&filter[status]=published&pagination[page]=1`,
      ...fresh,
      targets: { minCeilingRatio: 0.08 },
    },
    {
      // As a browser asks: compressed (brotli at the server's quality, app.ts).
      name: 'news list, page 1 of 100, brotli (fresh)',
      path: `/api/v1/news-feeds?locale=en&pagination[pageSize]=100&filter[status]=published&pagination[page]=1`,
      headers: { ...NO_CACHE, 'accept-encoding': 'br' },
      targets: { withinTwiceOf: PAGE_OF_100 },
    },
    {
      name: 'news list, page 1 of 100, gzip (fresh)',
      path: `/api/v1/news-feeds?locale=en&pagination[pageSize]=100&filter[status]=published&pagination[page]=1`,
      headers: { ...NO_CACHE, 'accept-encoding': 'gzip' },
      targets: { withinTwiceOf: PAGE_OF_100 },
    },
    {
      name: 'news list, page 1, a new question each time (counted afresh)',
      path: NEWS_PLAIN,
      nextPath: everChangingFilter(NEWS_PLAIN),
      ...fresh,
    },
    {
      name: 'one news item by id (fresh)',
      path: `/api/v1/news-feeds/${i.newsId}?locale=en`,
      ...fresh,
      targets: { minCeilingRatio: 0.3 },
    },
    { name: COMPLAINTS_PAGE_1, path: `${complaints}&pagination[page]=1`, ...fresh },
    {
      name: `complaints list, page ${i.deepComplaintPage} by number (fresh)`,
      path: `${complaints}&pagination[page]=${i.deepComplaintPage}`,
      ...fresh,
      targets: { withinTwiceOf: COMPLAINTS_PAGE_1 },
    },
    ...(i.million ? millionRows(i.instituteId, i.million) : []),
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
    ...(i.searchWords
      ? [
          {
            // Every request asks another search, counted and ranked afresh.
            name: 'law search, a different pair of words each time',
            path: '/api/v1/enacted-laws/search',
            nextPath: searchPairs(i.searchWords),
            targets: { maxP99Ms: 50 },
          },
        ]
      : []),
    {
      // Every request another two words of the bench's 5,000 a language, counted, ranked and
      // scoped afresh over every record type the caller may read.
      name: 'search of everything, a different pair of words each time',
      path: '/api/v1/search',
      nextPath: everyDifferentSearch(),
      targets: { maxP99Ms: 50 },
    },
    {
      // The same searches one at a time: what one search costs the server, without the queue
      // of the other nine (at 10 connections flat out, p99 is about ten times this).
      name: 'search of everything, a different pair of words each time, one connection',
      path: '/api/v1/search',
      nextPath: everyDifferentSearch(),
      connections: 1,
    },
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
    // Asked again and again, these are answered from the kept answer until a table changes.
    { name: 'news list, page 1 (kept answer)', path: `${news}&pagination[page]=1` },
    {
      name: `news list, page ${i.deepNewsPage} by cursor (kept answer)`,
      path: deepPath(news, i.deepNewsPage, i.deepNewsCursor),
    },
    {
      name: 'news list, page 1, at 1000 req/s (kept answer)',
      path: `${news}&pagination[page]=1`,
      rate: 1000,
      targets: { maxP99Ms: 20 },
    },
    {
      name: 'one news item, at 1000 req/s (kept answer)',
      path: `/api/v1/news-feeds/${i.newsId}?locale=en`,
      rate: 1000,
      targets: { maxP99Ms: 20 },
    },
    {
      name: `law search "${i.searchWord}" (kept ranking)`,
      path: `/api/v1/enacted-laws/search?q=${encodeURIComponent(i.searchWord)}&locale=en`,
      targets: { maxP99Ms: 50 },
    },
    // Last: their notifications are fanned out by the server's worker after the answer
    // (apps/server/src/notifications/), work that would weigh on any row measured after them.
    // At a held rate, as people ask questions; the one for every member answers as fast.
    {
      name: QUESTION_TO_ONE,
      path: '/api/v1/questions?locale=en',
      method: 'POST',
      body: () =>
        JSON.stringify({
          text: 'Bench question',
          type: 'open_ended',
          addressedInstituteId: i.instituteId,
        }),
      rate: 10,
    },
    {
      name: 'create a question for every member (notified in the background), 10 req/s',
      path: '/api/v1/questions?locale=en',
      method: 'POST',
      body: () =>
        JSON.stringify({ text: 'Bench question', type: 'open_ended', audience: 'members' }),
      rate: 10,
      targets: { withinTwiceOf: QUESTION_TO_ONE },
    },
  ];
}

const QUESTION_TO_ONE =
  'create a question for one institute (notified in the background), 10 req/s';

/** A million complaints (`bench:data --complaints 1000000`): pages at a held 1000 req/s. */
function millionRows(
  instituteId: number,
  { deepFilteredPage, cursor10000 }: NonNullable<ScenarioInputs['million']>,
): Scenario[] {
  const all = MILLION_LIST;
  const filtered = `${all}&filter[status]=submitted&filter[instituteId]=${instituteId}`;
  const held = { headers: NO_CACHE, rate: 1000, targets: { maxP99Ms: 50 } };
  return [
    { name: MILLION_PAGE_1, path: `${all}&pagination[page]=1`, ...held },
    {
      name: '1M complaints, page 10000 by number (fresh), at 1000 req/s',
      path: `${all}&pagination[page]=10000`,
      ...held,
    },
    {
      // The same page as a client reaches it from page 9999 (its `next` cursor).
      name: '1M complaints, page 10000 by cursor (fresh), at 1000 req/s',
      path: deepPath(all, 10000, cursor10000),
      ...held,
    },
    {
      name: '1M complaints by status and institute, page 1 (fresh), at 1000 req/s',
      path: `${filtered}&pagination[page]=1`,
      ...held,
    },
    {
      name: `1M complaints by status and institute, page ${deepFilteredPage} (fresh), at 1000 req/s`,
      path: `${filtered}&pagination[page]=${deepFilteredPage}`,
      ...held,
    },
  ];
}
