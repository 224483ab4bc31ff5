import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { API_PREFIX } from '@caffee/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Never reused without asking: permissions and data change at any moment, so a browser
 * revalidates each time and a 304 saves the transfer, not the check. `private`: an answer
 * belongs to its caller, never to a shared cache.
 */
export const API_CACHE_CONTROL = 'private, no-cache';
/**
 * What an answer depends on besides its address: who asks, and the encoding it went in. Sent
 * whole on every tagged answer (also a small one left uncompressed, and a 304), so that each
 * tells a cache the same thing; lower case, which @fastify/compress looks for before adding
 * its own.
 */
const VARY = ['authorization', 'accept-encoding'];

/** A weak tag of the JSON text: the same whatever the encoding it is sent in. */
export const etagOf = (body: string | Buffer) => `W/"${crypto.hash('sha1', body, 'base64url')}"`;

const opaque = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);

/** `If-None-Match` against the answer's tag: `*`, or any listed tag, compared weakly. */
export function noneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  const wanted = opaque(etag);
  // Tags are quoted and may hold commas: matched whole, not split.
  for (const [tag] of header.matchAll(/(?:W\/)?"[^"]*"/g)) if (opaque(tag) === wanted) return true;
  return false;
}

function addVary(reply: FastifyReply) {
  const had = reply.getHeader('vary');
  const names = (Array.isArray(had) ? had.join(',') : String(had ?? ''))
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  const lower = names.map((n) => n.toLowerCase());
  for (const name of VARY) if (!lower.includes(name)) names.push(name);
  reply.header('vary', names.join(', '));
}

/** A successful JSON read of the API, sent whole: what gets a tag. */
function tagged(request: FastifyRequest, reply: FastifyReply, payload: unknown): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (reply.statusCode !== 200 || !request.url.startsWith(`${API_PREFIX}/`)) return false;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return false;
  // A route that sets its own validator (a stored file) or a cookie (a sign-in: its answer is
  // never to be replaced by an earlier one) is left as it is.
  if (reply.hasHeader('etag') || reply.hasHeader('set-cookie')) return false;
  return /^application\/json\b/.test(String(reply.getHeader('content-type') ?? ''));
}

/**
 * API reads send an `ETag` of their JSON and answer a matching `If-None-Match` with 304 and no
 * body: a reload asks again, and over a slow link gets a few hundred bytes instead of the page.
 *
 * A hook, not @fastify/etag: the rules of which answers are tagged (successful JSON reads of
 * the API, no cookies), `Cache-Control`, `Vary` and a 304 without a `Content-Length` of 0
 * (RFC 9110 15.4.5) are most of it; the plugin does none of them.
 *
 * It is an application hook, so it runs before the routes' own `onSend` hooks, among them
 * @fastify/compress's: the tag is of the serialized (and so validated) JSON before it is
 * compressed, the same for every encoding, and a 304 leaves nothing to compress. A kept
 * answer (answer-cache.ts) is the same text as the one it keeps, so it gets the same tag.
 */
export function registerEtag(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!tagged(request, reply, payload)) return payload;
    const etag = etagOf(payload as string | Buffer);
    reply.header('etag', etag);
    reply.header('cache-control', API_CACHE_CONTROL);
    addVary(reply);
    if (!noneMatch(request.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    reply.removeHeader('content-type');
    reply.removeHeader('content-length');
    // No body. A HEAD route's own hook (Fastify's) measures what it is given: an empty stream
    // is drained without a length; `null` there would fail.
    return request.method === 'HEAD' ? Readable.from([]) : null;
  });
}
