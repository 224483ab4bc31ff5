import { describe, expect, it } from 'vitest';
import { dateTimeFormat } from './date-time-format.js';

describe('dateTimeFormat', () => {
  it('makes one format per locale and options, and formats as a new one would', () => {
    const options: Intl.DateTimeFormatOptions = { dateStyle: 'long', calendar: 'gregory' };
    const format = dateTimeFormat('en-GB', options);
    expect(dateTimeFormat('en-GB', { ...options })).toBe(format);
    expect(dateTimeFormat('en-GB', { dateStyle: 'short', calendar: 'gregory' })).not.toBe(format);
    expect(dateTimeFormat('am-ET', options)).not.toBe(format);
    const date = new Date('2026-09-11T08:00:00Z');
    expect(format.format(date)).toBe(new Intl.DateTimeFormat('en-GB', options).format(date));
  });
});
