import type { FastifyReply, FastifyRequest } from 'fastify';
import { statsFor } from '../db/cache-stats.js';
import { perHandle } from '../db/per-handle.js';
import { trackReads } from '../db/read-tracking.js';
import { readVersions, versionsIn } from '../db/table-versions.js';
import type { Services } from '../services.js';
import { PERMISSION_TABLES } from '../auth/guard.js';
import { unauthorized } from './errors.js';

/** What an answer depends on besides what it reads: who the caller is and what they may do. */
const CALLER_TABLES = ['users', ...PERMISSION_TABLES];
const JSON_TYPE = 'application/json; charset=utf-8';

export interface AnswerCacheLimits {
  /** Characters of kept answers in all (a character takes one or two bytes). */
  maxChars: number;
  /** Answers longer than this are not kept. */
  maxAnswerChars: number;
  /**
   * An answer is served at most this long after it was made. Versions tell of every write;
   * the age bounds what they cannot: signed file links age (they last hours), and so does a
   * time written into a record's presentation.
   */
  maxAgeMs: number;
}

const DEFAULT_LIMITS: AnswerCacheLimits = {
  maxChars: 4 * 1024 * 1024,
  maxAnswerChars: 256 * 1024,
  maxAgeMs: 60_000,
};

interface Entry {
  /** The tables the answer was read from, and their versions then. */
  tables: readonly string[];
  versions: string;
  madeAt: number;
  body: string;
}

/** The cache shared by every route of one server (one database handle). */
export const answerCacheOf = (services: Services) => answersOf(services.db, services);
const answersOf = perHandle((_db: object, services: Services) => createAnswerCache(services));

/**
 * Whole answers of reads (a list page, a record), serialized, kept under the versions of every
 * table they were read from. A list page with its includes costs a handful of queries, a
 * validation of each record and the serializing of some 20 kB; asked again while none of its
 * tables changed, it costs the lookup.
 *
 * - An answer belongs to one caller and one address (path and query): two people never share
 *   one, whatever their scope.
 * - Its tables are those its queries named (db/read-tracking.ts), plus the caller's user and
 *   role tables. It is kept only if every one has a version (migration 0010): a write to any
 *   of them, by this process or another, retires it. An answer read under the current time (a
 *   "published by now" scope) or by raw SQL naming tables out of sight is not kept.
 * - The request's versions are read before its data (when the caller was checked): a write in
 *   between leaves an answer under older versions, which the next request does not match.
 */
export function createAnswerCache(services: Services, limits: AnswerCacheLimits = DEFAULT_LIMITS) {
  const entries = new Map<string, Entry>();
  let chars = 0;
  const stats = statsFor(services.db, 'answers');

  const forget = (key: string, entry: Entry) => {
    entries.delete(key);
    chars -= entry.body.length;
  };

  function keep(key: string, entry: Entry) {
    const old = entries.get(key);
    if (old) forget(key, old);
    entries.set(key, entry);
    chars += entry.body.length;
    // Map keeps insertion order: the first entries are the least recently used.
    for (const [k, e] of entries) {
      if (chars <= limits.maxChars) break;
      forget(k, e);
    }
  }

  const keyOf = (request: FastifyRequest) => {
    if (!request.auth) throw unauthorized();
    return `${request.auth.user.id} ${request.url}`;
  };
  const versionsFor = async (request: FastifyRequest) =>
    request.tableVersions ?? (await readVersions(services.db));

  return {
    /**
     * A GET route's `preValidation` hook: sends the answer kept for this caller and address, if
     * it is still current, before the query is validated and the handler runs (the same
     * address passed validation when its answer was made).
     */
    async sendKept(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      // The client wants it read afresh (a reload); what is read is kept for the next one.
      if (/no-cache/i.test(request.headers['cache-control'] ?? '')) return;
      const key = keyOf(request);
      const hit = entries.get(key);
      if (!hit) return stats.miss();
      forget(key, hit);
      const current = versionsIn(await versionsFor(request), hit.tables) === hit.versions;
      if (!current || Date.now() - hit.madeAt >= limits.maxAgeMs) return stats.miss();
      stats.hit();
      keep(key, hit);
      await reply.type(JSON_TYPE).send(hit.body);
    },

    /**
     * The answer to a GET, made by `read` and kept for the next identical request (see
     * `sendKept`); serialized, and so validated, by the route's own 200 schema.
     */
    async answer(
      request: FastifyRequest,
      reply: FastifyReply,
      read: () => Promise<Record<string, unknown>>,
    ): Promise<string> {
      const key = keyOf(request);
      const snapshot = await versionsFor(request);
      const madeAt = Date.now();
      const { value, reads } = await trackReads(read);
      const body = reply.serializeInput(value, '200') as string;
      if (!reads.clock && !reads.opaque && body.length <= limits.maxAnswerChars) {
        // The versions themselves (read by other caches on the way) are no dependency.
        reads.tables.delete('table_versions');
        const tables = [...new Set([...reads.tables, ...CALLER_TABLES])].sort();
        const versions = versionsIn(snapshot, tables);
        if (versions !== undefined) keep(key, { tables, versions, madeAt, body });
      }
      reply.type(JSON_TYPE);
      return body;
    },
  };
}
