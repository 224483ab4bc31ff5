import { newsFeeds } from '@caffee/contract';
import { whileVisible, type VisibleAt } from '../../audit/history-scope.js';
import type { AnyQuery, IncludeLoader, RequestContext, Row } from '../server-resource.js';
import { serverResource } from '../server-resource.js';

/** Whoever may edit news also sees drafts and scheduled news; everyone else what is out. */
const seesDrafts = (ctx: RequestContext) => ctx.auth.permissions.has('news-feeds:update');

function scopeNews(qb: AnyQuery, ctx: RequestContext): AnyQuery {
  if (seesDrafts(ctx)) return qb;
  return qb
    .where('newsFeeds.status', '=', 'published')
    .where('newsFeeds.publishedAt', '<=', new Date().toISOString());
}

/** Whether news in this state was out at `at` (as `scopeNews` decides it now). */
const outAt: VisibleAt = (state, at) =>
  state.status === 'published' &&
  typeof state.publishedAt === 'string' &&
  Date.parse(state.publishedAt) <= Date.parse(at);

/** The cover of each news item: a link to the thumbnail of its first `image` file. */
const coverUrls: IncludeLoader = async (services, rows) => {
  const ids = rows.map((r) => r.id);
  const out = new Map<number, unknown>();
  if (ids.length === 0) return out;
  const images = await services.db
    .selectFrom('files')
    .select(['id', 'recordId', 'thumbnailName'])
    .where('resource', '=', newsFeeds.path)
    .where('recordId', 'in', ids)
    .where('category', '=', 'image')
    .where('deletedAt', 'is', null)
    .orderBy('id')
    .execute();
  for (const f of images) {
    if (f.recordId === null || out.has(f.recordId)) continue;
    out.set(f.recordId, services.fileLinks.url(f.id, f.thumbnailName ? 'thumbnail' : 'file'));
  }
  return out;
};

/**
 * Publishing sets `publishedAt` if nothing set it before (a first publication keeps its
 * date when the news is edited or republished).
 */
function withPublishDate(body: Record<string, unknown>, existing?: Row): Record<string, unknown> {
  const status = body.status ?? existing?.status ?? 'draft';
  const publishedAt = body.publishedAt !== undefined ? body.publishedAt : existing?.publishedAt;
  if (status !== 'published' || publishedAt) return body;
  return { ...body, publishedAt: new Date().toISOString() };
}

/** `news-feeds`: drafts and scheduled news stay with the editors until their time. */
export const newsFeedsResource = serverResource({
  contract: newsFeeds,
  table: 'newsFeeds',
  scope: scopeNews,
  // Readers of what is out never see a draft's text through the history of its edits.
  historyScope: whileVisible(['status', 'publishedAt'], outAt, seesDrafts),
  includes: { coverUrl: coverUrls },
  defaultIncludes: ['coverUrl'],
  prepare: withPublishDate,
});
