import { LAW_SEARCH_TERMS_MAX } from '@caffee/contract';
import { invalidField } from '../../http/errors.js';

/**
 * Letters, digits and private-use characters make words; everything else separates them.
 * This is what FTS5's unicode61 tokenizer does by default, and what the PostgreSQL index
 * sees once its punctuation is turned into spaces (see migration 0005).
 */
export const WORD = /[\p{L}\p{N}\p{Co}]+/gu;

const ASCII = /^[ -~]*$/;

/** A word as FTS5 compares it: lower case, diacritics removed (for highlighting). */
export function foldWord(word: string): string {
  // Printable ASCII has no diacritics to remove (most words of an English or Oromo text).
  if (ASCII.test(word)) return word.toLowerCase();
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** One thing to find: consecutive words (one word, a quoted phrase, or `245/2021`). */
export interface Clause {
  words: string[];
  negated: boolean;
}

/** Alternatives (`or`), each a set of clauses that must all hold. */
export type SearchQuery = Clause[][];

const PIECE = /(-?)"([^"]*)"?|(\S+)/g;

/**
 * Reads a search as people type it (the same rules as PostgreSQL's websearch_to_tsquery):
 * words must all match, `"a phrase"` matches words in order, `-word` leaves out, `or`
 * separates alternatives. A word with punctuation inside (`245/2021`) is a phrase of its
 * parts. Refuses (422) a search that names nothing to find.
 */
export function parseSearch(q: string): SearchQuery {
  const groups: SearchQuery = [[]];
  let count = 0;
  for (const match of q.matchAll(PIECE)) {
    const [, quotedMinus, quoted, bare] = match;
    let text = quoted;
    let negated = quotedMinus === '-';
    if (bare !== undefined) {
      if (bare.toLowerCase() === 'or') {
        groups.push([]);
        continue;
      }
      negated = bare.startsWith('-') && bare.length > 1;
      text = negated ? bare.slice(1) : bare;
    }
    const words = (text ?? '').match(WORD) ?? [];
    if (words.length === 0) continue;
    count += words.length;
    groups[groups.length - 1]?.push({ words, negated });
  }
  const alternatives = groups.filter((g) => g.length > 0);
  if (alternatives.length === 0) throw invalidField('q', 'searchEmpty');
  if (count > LAW_SEARCH_TERMS_MAX) {
    throw invalidField('q', 'searchTooManyWords', { max: LAW_SEARCH_TERMS_MAX });
  }
  if (alternatives.some((g) => g.every((c) => c.negated))) {
    throw invalidField('q', 'searchOnlyExclusions');
  }
  return alternatives;
}

// Words hold letters and digits only, so a quoted word can never break out of its quotes.
const phrase = (c: Clause) => `"${c.words.join(' ')}"`;

/** The query in FTS5's syntax: every clause a quoted phrase, so no input is an operator. */
export function toFts5(query: SearchQuery): string {
  return query
    .map((group) => {
      const wanted = group.filter((c) => !c.negated).map(phrase);
      const unwanted = group.filter((c) => c.negated).map((c) => ` NOT ${phrase(c)}`);
      return `(${wanted.join(' AND ')}${unwanted.join('')})`;
    })
    .join(' OR ');
}

/** The query as websearch_to_tsquery reads it, rebuilt from the parsed words only. */
export function toWebsearch(query: SearchQuery): string {
  return query
    .map((group) => group.map((c) => `${c.negated ? '-' : ''}${phrase(c)}`).join(' '))
    .join(' or ');
}

/** Every word the search looks for (not those it leaves out), for highlighting. */
export function wantedWords(query: SearchQuery): Set<string> {
  return new Set(query.flat().flatMap((c) => (c.negated ? [] : c.words.map(foldWord))));
}
