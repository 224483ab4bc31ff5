import { describe, expect, it } from 'vitest';
import { fitSms, smsEncoding, smsLength, smsSegments } from './segments.js';

const oromo =
  "Gaaffii haaraa: Waa'ee tajaajila bishaan dhugaatii ganda keessanii yaada keessan nuuf kennaa.";
const english =
  'New question: tell us what you think of the drinking water service in your kebele.';
const amharic = 'አዲስ ጥያቄ፦ ስለ ቀበሌዎ የመጠጥ ውሃ አገልግሎት አስተያየትዎን ይስጡ።';
const link = 'https://caffee.example.org/go/questions/1234';

describe('smsEncoding', () => {
  it('keeps Afaan Oromoo and English in GSM-7, the apostrophe included', () => {
    expect(smsEncoding(oromo)).toBe('GSM-7');
    expect(smsEncoding(english)).toBe('GSM-7');
    expect(
      smsEncoding('Baga nagaan dhuftan! Qabxii: 5 € {x} [y] ~ \\ | ^ @£$¥èéùìòÇØøÅåΔ_ÆæßÉ'),
    ).toBe('GSM-7');
  });

  it('sends Ethiopic, the typographic apostrophe, the ellipsis and emoji as UCS-2', () => {
    expect(smsEncoding(amharic)).toBe('UCS-2');
    expect(smsEncoding('Waa’ee bishaanii')).toBe('UCS-2'); // ’ U+2019 is not in GSM 03.38
    expect(smsEncoding('Eeyyee…')).toBe('UCS-2');
    expect(smsEncoding('Galatoomaa 👍')).toBe('UCS-2');
    expect(smsEncoding('`code`')).toBe('UCS-2'); // the backtick is not in GSM either
  });
});

describe('smsSegments', () => {
  it('counts 160 GSM-7 characters as one message and 153 a segment beyond', () => {
    expect(smsSegments('')).toBe(1);
    expect(smsSegments('a'.repeat(160))).toBe(1);
    expect(smsSegments('a'.repeat(161))).toBe(2);
    expect(smsSegments('a'.repeat(306))).toBe(2);
    expect(smsSegments('a'.repeat(307))).toBe(3);
    expect(smsSegments(oromo)).toBe(1);
  });

  it('counts an extension character as two septets and never splits one', () => {
    expect(smsLength('€{}')).toBe(6);
    expect(smsSegments('€'.repeat(80))).toBe(1);
    expect(smsSegments('€'.repeat(80) + 'a')).toBe(2);
    // 152 septets, then a € that would straddle the segment's end: it moves to the next.
    expect(smsSegments('a'.repeat(152) + '€' + 'a'.repeat(152))).toBe(3);
    expect(smsSegments('a'.repeat(151) + '€' + 'a'.repeat(153))).toBe(2);
  });

  it('counts 70 UTF-16 code units of UCS-2 as one message and 67 a segment beyond', () => {
    expect(smsSegments('ሀ'.repeat(70))).toBe(1);
    expect(smsSegments('ሀ'.repeat(71))).toBe(2);
    expect(smsSegments('ሀ'.repeat(134))).toBe(2);
    expect(smsSegments('ሀ'.repeat(135))).toBe(3);
    expect(smsSegments(amharic)).toBe(1);
    // One non-GSM character turns all 70 into UCS-2: 161 characters with one ’ cost 3.
    expect(smsSegments('a'.repeat(70))).toBe(1);
    expect(smsSegments('a'.repeat(69) + '’')).toBe(1);
    expect(smsSegments('a'.repeat(70) + '’')).toBe(2);
    expect(smsSegments('a'.repeat(160) + '’')).toBe(3);
  });

  it('counts an emoji as a surrogate pair and never splits it', () => {
    expect(smsLength('👍')).toBe(2);
    expect(smsSegments('👍'.repeat(35))).toBe(1);
    expect(smsSegments('👍'.repeat(36))).toBe(2);
    expect(smsSegments('ሀ'.repeat(66) + '👍' + 'ሀ'.repeat(65))).toBe(2);
    expect(smsSegments('ሀ'.repeat(66) + '👍' + 'ሀ'.repeat(66))).toBe(3);
  });
});

describe('fitSms', () => {
  it('leaves a text that fits as it is, with the link after a space', () => {
    expect(fitSms(oromo, link)).toBe(`${oromo} ${link}`);
    expect(fitSms(amharic, link)).toBe(`${amharic} ${link}`);
    expect(fitSms('', link)).toBe(link);
  });

  it('shortens a GSM-7 text with "..." so it stays GSM-7, on a word boundary', () => {
    const long = `${oromo} ${oromo} ${oromo} ${oromo}`;
    const one = fitSms(long, link, 1);
    expect(one.endsWith(`... ${link}`)).toBe(true);
    expect(smsEncoding(one)).toBe('GSM-7');
    expect(smsSegments(one)).toBe(1);
    expect(smsLength(one)).toBeGreaterThan(145);
    expect(one).toMatch(/[a-z.,:']\.\.\. https/); // the last word is whole
    expect(long.startsWith(one.slice(0, one.indexOf('... ')))).toBe(true);

    const two = fitSms(long + ` ${english}`.repeat(2), link);
    expect(smsSegments(two)).toBe(2);
    expect(smsLength(two)).toBeGreaterThan(290);
    expect(two.endsWith(link)).toBe(true);
  });

  it('shortens a UCS-2 text with "…" within 67-unit segments', () => {
    const long = `${amharic} ${amharic} ${amharic} ${amharic}`;
    const two = fitSms(long, link);
    expect(two.endsWith(`… ${link}`)).toBe(true);
    expect(smsSegments(two)).toBe(2);
    expect(smsLength(two)).toBeGreaterThan(120);
    const one = fitSms(long, link, 1);
    expect(smsSegments(one)).toBe(1);
    expect(one.endsWith(`… ${link}`)).toBe(true);
  });

  it('lands exactly on the boundary of each encoding', () => {
    const gsm = fitSms('a'.repeat(500), 'L', 1);
    expect(gsm).toBe(`${'a'.repeat(155)}... L`);
    expect(smsLength(gsm)).toBe(160);
    const ucs = fitSms('ሀ'.repeat(500), 'L', 1);
    expect(ucs).toBe(`${'ሀ'.repeat(67)}… L`);
    expect(smsLength(ucs)).toBe(70);
    expect(smsLength(fitSms('ሀ'.repeat(500), 'L', 2))).toBe(134);
  });

  it('goes back to GSM-7 when the cut removes the only non-GSM character', () => {
    const text = 'a'.repeat(200) + ' Galatoomaa 👍';
    const fitted = fitSms(text, link);
    expect(smsEncoding(fitted)).toBe('GSM-7');
    expect(smsSegments(fitted)).toBe(2);
  });

  it('never cuts the link or splits a surrogate pair', () => {
    const longLink = `https://caffee.example.org/go/questions/${'9'.repeat(200)}`;
    expect(fitSms(english, longLink, 1)).toBe(longLink);
    const fitted = fitSms('👍'.repeat(100), link, 1);
    expect(fitted).toMatch(/^(👍)+… https/u);
    expect(smsSegments(fitted)).toBe(1);
  });
});
