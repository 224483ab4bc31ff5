import { describe, expect, it } from 'vitest';
import { evaluate, type Representation } from './conditional.js';

const rep: Representation = {
  etag: '"abc"',
  lastModified: new Date('2026-03-01T10:00:00.500Z'),
  size: 100,
};
const at = (iso: string) => new Date(iso).toUTCString();

describe('conditional and range requests (RFC 9110)', () => {
  it('answers the whole file without conditions or with an unusable Range', () => {
    expect(evaluate({}, rep)).toEqual({ status: 200 });
    for (const range of ['pages=1-2', 'bytes=abc', 'bytes=0-1,50-60']) {
      expect(evaluate({ range }, rep), range).toEqual({ status: 200 });
    }
  });

  it('merges overlapping ranges into one and clamps the end to the size', () => {
    expect(evaluate({ range: 'bytes=0-9,5-19' }, rep)).toEqual({
      status: 206,
      range: { start: 0, end: 19 },
    });
    expect(evaluate({ range: 'bytes=90-500' }, rep)).toEqual({
      status: 206,
      range: { start: 90, end: 99 },
    });
    expect(evaluate({ range: 'bytes=100-' }, rep)).toEqual({ status: 416 });
  });

  it('compares If-Modified-Since at whole seconds, and ignores it beside If-None-Match', () => {
    expect(evaluate({ 'if-modified-since': at('2026-03-01T10:00:00Z') }, rep).status).toBe(304);
    expect(evaluate({ 'if-modified-since': at('2026-03-01T09:59:59Z') }, rep).status).toBe(200);
    expect(evaluate({ 'if-modified-since': 'yesterday' }, rep).status).toBe(200);
    const both = { 'if-none-match': '"xyz"', 'if-modified-since': at('2027-01-01T00:00:00Z') };
    expect(evaluate(both, rep).status).toBe(200);
  });

  it('needs a strong match for If-Range: a weak tag sends the whole file', () => {
    const range = 'bytes=0-9';
    expect(evaluate({ range, 'if-range': '"abc"' }, rep).status).toBe(206);
    expect(evaluate({ range, 'if-range': 'W/"abc"' }, rep).status).toBe(200);
    expect(evaluate({ range, 'if-range': at('2026-03-01T10:00:00Z') }, rep).status).toBe(206);
    expect(evaluate({ range, 'if-range': at('2026-03-01T10:00:01Z') }, rep).status).toBe(200);
  });
});
