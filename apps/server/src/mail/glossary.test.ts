import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES, NOTIFICATION_KINDS, type Locale } from '@caffee/contract';
import { describe, expect, it } from 'vitest';
import {
  alreadyRegisteredMail,
  noAccountMail,
  registeredMail,
  resetPasswordMail,
} from './templates.js';
import { digestMail, notificationMail } from '../notifications/messages.js';

// One test for every text a person reads: the web app's locale files (plain JSON, read as
// files) and the server's mails (rendered here). The rule is docs/glossary.md.
const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
const LOCALE_DIR = path.join(ROOT, 'apps/web/src/i18n/locales');

/** The glossary's "not" column for each language: texts that must not appear. */
function forbiddenVariants(): Record<Locale, { thing: string; variant: string }[]> {
  const found: Record<Locale, { thing: string; variant: string }[]> = { om: [], en: [], am: [] };
  let locale: Locale | null = null;
  for (const line of fs.readFileSync(path.join(ROOT, 'docs/glossary.md'), 'utf8').split('\n')) {
    const heading = /^## .*\((om|en|am)\)\s*$/.exec(line);
    if (heading) locale = heading[1] as Locale;
    const cells = line.split('|').map((c) => c.trim());
    if (!locale || cells.length !== 5 || /^-+$/.test(cells[1] ?? '') || cells[1] === 'thing') {
      continue;
    }
    for (const variant of (cells[3] ?? '').split(',').map((v) => v.trim())) {
      if (variant) found[locale].push({ thing: cells[1] as string, variant });
    }
  }
  return found;
}

/**
 * A language's informal words in the glossary (its section's line "Informal words, not to use:
 * …"; none for English): texts address the reader formally, so none may stand as a word.
 */
function informalWords(locale: Locale): string[] {
  const glossary = fs.readFileSync(path.join(ROOT, 'docs/glossary.md'), 'utf8');
  const heading = `(${locale})`;
  const section =
    glossary.split(/^## /m).find((part) => part.split('\n')[0]?.trim().endsWith(heading)) ?? '';
  const line = /^Informal words, not to use:(.*)$/m.exec(section)?.[1] ?? '';
  return line
    .replace(/\.\s*$/, '')
    .split(',')
    .map((w) => w.trim().toLowerCase())
    .filter(Boolean);
}

/**
 * A text's words: letters and digits, with the apostrophe inside a word (si'a, "a time", is
 * not si, "you"); {{placeholders}} are not words of the text.
 */
const wordsOf = (text: string) =>
  text
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .toLowerCase()
    .match(/[\p{L}\p{N}'’]+/gu) ?? [];

/** Every string of a language's locale files, and its mails. */
function textsOf(locale: Locale): { where: string; text: string }[] {
  const texts: { where: string; text: string }[] = [];
  const walk = (node: unknown, where: string) => {
    if (typeof node === 'string') texts.push({ where, text: node });
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) walk(value, `${where}.${key}`);
    }
  };
  const dir = path.join(LOCALE_DIR, locale);
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    walk(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')), `${locale}/${file}`);
  }
  const link = 'https://caffee.example/x';
  const args = { name: 'X', actor: 'Y', status: 'resolved', when: 'Z', link };
  const mails: Record<string, { subject: string; text: string }> = {
    reset: resetPasswordMail(locale, link, 3600),
    registered: registeredMail(locale, link),
    alreadyRegistered: alreadyRegisteredMail(locale, link, link),
    noAccount: noAccountMail(locale, link),
    ...Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, notificationMail(locale, k, args)])),
    digest: digestMail(locale, [{ kind: 'comment', args }]),
  };
  for (const [name, mail] of Object.entries(mails)) {
    texts.push({ where: `mail ${name} subject`, text: mail.subject });
    texts.push({ where: `mail ${name}`, text: mail.text });
  }
  return texts;
}

describe('the glossary (docs/glossary.md)', () => {
  const variants = forbiddenVariants();

  it('lists variants to avoid for Afaan Oromoo and Amharic', () => {
    expect(variants.om.length).toBeGreaterThan(5);
    expect(variants.am.length).toBeGreaterThan(0);
  });

  it.each(LOCALES)('is followed by every %s screen text and mail', (locale) => {
    const texts = textsOf(locale as Locale);
    expect(texts.length).toBeGreaterThan(300);
    const offending = variants[locale as Locale].flatMap(({ thing, variant }) =>
      texts
        .filter(({ text }) => text.toLowerCase().includes(variant.toLowerCase()))
        .map(({ where }) => `${where}: "${variant}" (use the glossary's word for ${thing})`),
    );
    expect(offending).toEqual([]);
  });

  it('lists the informal words of address to avoid in Afaan Oromoo and Amharic', () => {
    expect(informalWords('om')).toEqual(expect.arrayContaining(['ati', 'kee', 'si', 'siif']));
    expect(informalWords('am')).toEqual(expect.arrayContaining(['ክፈት', 'አስቀምጥ', 'ላክ']));
    expect(informalWords('en')).toEqual([]);
    expect(wordsOf("Si'a lama {{si}} galchaa; ati kee")).toEqual([
      "si'a",
      'lama',
      'galchaa',
      'ati',
      'kee',
    ]);
    expect(wordsOf('መልስ ይላኩ፤ ላክ።')).toEqual(['መልስ', 'ይላኩ', 'ላክ']);
  });

  it.each(['om', 'am'] as const)(
    'is followed by every %s screen text and mail addressing the reader formally',
    (locale) => {
      const informal = new Set(informalWords(locale));
      const offending = textsOf(locale).flatMap(({ where, text }) =>
        wordsOf(text)
          .filter((word) => informal.has(word))
          .map((word) => `${where}: "${word}" (address the reader formally, docs/glossary.md)`),
      );
      expect(offending).toEqual([]);
    },
  );
});
