import { describe, expect, it } from 'vitest';
import { phoneKey, phoneKeyOf } from './phone-key.js';

describe('phoneKey', () => {
  it('finds one Ethiopian number however it is written', () => {
    const forms = [
      '+251 911 22 33 44',
      '00251911223344',
      '0911-22-33-44',
      '911223344',
      '(0911) 223344',
    ];
    expect(new Set(forms.map(phoneKey))).toEqual(new Set(['0911223344']));
    expect(phoneKey('+251 700 11 22 33')).toBe('0700112233');
  });

  it('keeps other numbers apart', () => {
    expect(phoneKey('0911223344')).not.toBe(phoneKey('0911223345'));
    expect(phoneKey('+44 20 7946 0958')).toBe('442079460958');
    expect(phoneKey('011 551 2233')).toBe('0115512233');
  });

  it('has no key without digits', () => {
    expect(phoneKeyOf(null)).toBeNull();
    expect(phoneKeyOf('')).toBeNull();
    expect(phoneKeyOf('()-')).toBeNull();
    expect(phoneKeyOf('+251911223344')).toBe('0911223344');
  });
});
