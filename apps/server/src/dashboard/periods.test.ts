import { describe, expect, it } from 'vitest';
import { periodStart, timelinePeriods } from './periods.js';

describe('timeline periods', () => {
  it('starts weeks on Monday, months and years on their first day', () => {
    expect(periodStart('2026-11-21', 'weekly')).toBe('2026-11-16');
    expect(periodStart('2026-11-16', 'weekly')).toBe('2026-11-16');
    expect(periodStart('2026-11-22', 'weekly')).toBe('2026-11-16');
    expect(periodStart('2026-01-01', 'weekly')).toBe('2025-12-29');
    expect(periodStart('2026-11-21', 'monthly')).toBe('2026-11-01');
    expect(periodStart('2026-11-21', 'yearly')).toBe('2026-01-01');
  });

  it('lists the periods oldest first, ending with the current one', () => {
    const now = new Date('2026-03-02T10:00:00Z');
    const daily = timelinePeriods('daily', now);
    expect(daily).toHaveLength(30);
    expect(daily.at(-1)).toBe('2026-03-02');
    expect(daily.at(-2)).toBe('2026-03-01');
    expect(daily.at(-3)).toBe('2026-02-28');
    expect(timelinePeriods('monthly', now).slice(-3)).toEqual([
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
    ]);
    expect(timelinePeriods('yearly', now)).toEqual([
      '2022-01-01',
      '2023-01-01',
      '2024-01-01',
      '2025-01-01',
      '2026-01-01',
    ]);
    expect(timelinePeriods('weekly', now).slice(-2)).toEqual(['2026-02-23', '2026-03-02']);
  });
});
