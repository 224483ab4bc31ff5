import { describe, expect, it } from 'vitest';
import { lastDigestTime } from './digest.js';

describe('lastDigestTime', () => {
  it("is 07:00 at the council's clock (04:00 UTC), today once it has passed, else yesterday", () => {
    const at = (iso: string) => new Date(lastDigestTime(Date.parse(iso))).toISOString();
    expect(at('2026-11-27T04:00:00.000Z')).toBe('2026-11-27T04:00:00.000Z');
    expect(at('2026-11-27T12:30:00.000Z')).toBe('2026-11-27T04:00:00.000Z');
    expect(at('2026-11-27T03:59:59.999Z')).toBe('2026-11-26T04:00:00.000Z');
    // 23:30 UTC is already 02:30 the next day in Addis Ababa, before that day's 07:00.
    expect(at('2026-11-27T23:30:00.000Z')).toBe('2026-11-27T04:00:00.000Z');
  });
});
