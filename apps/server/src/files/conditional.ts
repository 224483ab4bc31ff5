import parseRange from 'range-parser';
import type { ByteRange } from './store.js';

/** What a download request's validators and `Range` ask of one stored representation. */
export type Answer =
  { status: 304 } | { status: 416 } | { status: 200 } | { status: 206; range: ByteRange };

export interface Representation {
  /** A strong ETag, quoted: `"..."`. */
  etag: string;
  lastModified: Date;
  size: number;
}

export interface ConditionalHeaders {
  'if-none-match'?: string | undefined;
  'if-modified-since'?: string | undefined;
  'if-range'?: string | undefined;
  range?: string | undefined;
}

/** HTTP dates have whole seconds: compare at that precision. */
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** Entity tags in an `If-None-Match` list, weak ones with their `W/` dropped (RFC 9110 13.1.2). */
function tagsOf(header: string): string[] {
  return (header.match(/(?:W\/)?"[^"]*"|\*/g) ?? []).map((t) => t.replace(/^W\//, ''));
}

/**
 * RFC 9110 13.2.2's order for a GET: If-None-Match (or, without it, If-Modified-Since) may
 * answer 304; then `Range` is honoured only while If-Range still names this representation.
 * Several ranges are answered with the whole file (200), which RFC 9110 14.2 allows: no
 * multipart/byteranges body for clients that, in practice, ask for one range.
 */
export function evaluate(h: ConditionalHeaders, rep: Representation): Answer {
  const inm = h['if-none-match'];
  if (inm !== undefined) {
    const tags = tagsOf(inm);
    if (tags.includes('*') || tags.includes(rep.etag)) return { status: 304 };
  } else if (h['if-modified-since'] !== undefined) {
    const since = Date.parse(h['if-modified-since']);
    if (!Number.isNaN(since) && seconds(rep.lastModified) <= Math.floor(since / 1000)) {
      return { status: 304 };
    }
  }
  const range = h.range;
  if (range === undefined || !ifRangeHolds(h['if-range'], rep)) return { status: 200 };
  const parsed = parseRange(rep.size, range, { combine: true });
  if (parsed === -1) return { status: 416 };
  // Malformed, another unit, or several ranges: the whole file.
  if (parsed === -2 || parsed.type !== 'bytes' || parsed.length !== 1) return { status: 200 };
  const [only] = parsed as unknown as [ByteRange];
  return { status: 206, range: { start: only.start, end: only.end } };
}

/** If-Range needs a strong match: the same ETag, or exactly the Last-Modified date. */
function ifRangeHolds(ifRange: string | undefined, rep: Representation): boolean {
  if (ifRange === undefined) return true;
  const value = ifRange.trim();
  if (value.startsWith('"') || value.startsWith('W/')) return value === rep.etag;
  const date = Date.parse(value);
  return !Number.isNaN(date) && Math.floor(date / 1000) === seconds(rep.lastModified);
}
