import { describe, expect, it } from 'vitest';
import { PersonNameSchema } from './auth.js';
import { schemaIssueCode } from './field-errors.js';
import { containsWebAddress } from './web-address.js';

/** Names people really have, written as they write them in the three languages. */
const REAL_NAMES = [
  // Latin script, initials and abbreviated parts.
  'Abebe T.',
  'T. Abebe',
  'A.B. Kebede',
  'Abebe T.Kebede',
  'Tesfaye G.Egziabher',
  'Kidane W.Mariam',
  'ABEBE W.MARIAM',
  'Dr.Abebe Bikila',
  'Dr. Almaz Ayana',
  'W/ro Almaz Desta',
  'Hailu G/Medhin',
  "Mary-Jane O'Neil Jr.",
  'Abebe 2nd',
  // Afaan Oromoo: apostrophes (both kinds), doubled vowels, titles.
  "Caaltuu Bal'aa",
  'Boontu Galaanaa',
  'Obbo Lammii B.',
  'Dr. Fayyisaa Nagaasaa',
  'Hundee G/Tsaadiq',
  'Ayyaantuu Bal’aa',
  'Gammachuu Tolasaa (Abbaa Gadaa)',
  // Ge'ez script: abbreviations with a slash or a full stop.
  'አበበ ተ.',
  'ወ/ሮ አልማዝ ደስታ',
  'ገ.እግዚአብሔር ኪዳኔ',
  'ዶ/ር አበበ በቂላ',
  'ኃይሌ ገ/ሥላሴ',
];

/** Names carrying a web address, as an attacker writes them. */
const WEB_ADDRESSES = [
  'Urgent: re-verify your account at https://evil.example/login',
  'Abebe http://evil',
  'hxxps://evil.example',
  'Abebe https:\\\\evil.example',
  'see www.evil.example',
  'WWW.EVIL.COM',
  'evil.example/x',
  'Evil.Example/x',
  'Abebe evil.example:8080',
  'Verify at PayPal.com',
  'Call EVIL.COM now',
  'Abebe evil.co.uk',
  'abebe@evil.example',
  'Admin 192.168.0.1',
  'Abebe evil．com',
  'Abebe evil。com',
  'xn--80ak6aa92e.com',
  'አበበ evil.example',
  'Caaltuu secure-login.online',
];

describe('containsWebAddress', () => {
  it.each(REAL_NAMES)('passes the real name %j', (name) => {
    expect(containsWebAddress(name)).toBe(false);
    expect(PersonNameSchema.safeParse(name).success).toBe(true);
  });

  it.each(WEB_ADDRESSES)('finds the web address in %j', (name) => {
    expect(containsWebAddress(name)).toBe(true);
  });
});

describe('PersonNameSchema', () => {
  it('refuses a name with a web address, with its own field error', () => {
    const result = PersonNameSchema.safeParse(
      'Urgent: re-verify your account at https://x.example',
    );
    expect(result.success).toBe(false);
    const issue = result.error!.issues[0]!;
    expect(issue.message).toBe('A name cannot contain a web address');
    expect(schemaIssueCode(issue)).toEqual({ code: 'nameWebAddress' });
  });
});
