import { LAW_SEARCH_TERMS_MAX } from '@caffee/contract';
import { invalidField } from '../http/errors.js';
import { foldWord, wordsOf } from './fold.js';

/** One thing to find: consecutive folded words (one word, a quoted phrase, or `245/2021`). */
export interface Clause {
  words: string[];
  negated: boolean;
}

/** Alternatives (`or`), each a set of clauses that must all hold. */
export type SearchQuery = Clause[][];

/** Whether the last word typed also finds the words it begins (a search box, as one types). */
export interface MatchOptions {
  prefixLast?: boolean;
}

const PIECE = /(-?)"([^"]*)"?|(\S+)/g;

/**
 * Reads a search as people type it (the same rules as PostgreSQL's websearch_to_tsquery):
 * words must all match, `"a phrase"` matches words in order, `-word` leaves out, `or`
 * separates alternatives. A word with punctuation inside (`245/2021`) is a phrase of its
 * parts. Words come out folded (search/fold.ts), as the index holds them. Refuses (422) a
 * search that names nothing to find.
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
    const words = wordsOf(text)
      .map(foldWord)
      .filter((w) => w !== '');
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

/** The clause whose last word is typed still: the last one, unless it leaves words out. */
function typedClause(query: SearchQuery, o: MatchOptions): Clause | undefined {
  const last = query.at(-1)?.at(-1);
  return o.prefixLast && last && !last.negated ? last : undefined;
}

/**
 * The query in FTS5's syntax: every clause a quoted phrase, so no input is an operator (words
 * hold letters and digits only, so none can break out of its quotes); `*` after the typed one.
 */
export function toFts5(query: SearchQuery, o: MatchOptions = {}): string {
  const typed = typedClause(query, o);
  const phrase = (c: Clause) => `"${c.words.join(' ')}"${c === typed ? '*' : ''}`;
  return query
    .map((group) => {
      const wanted = group.filter((c) => !c.negated).map(phrase);
      const unwanted = group.filter((c) => c.negated).map((c) => ` NOT ${phrase(c)}`);
      return `(${wanted.join(' AND ')}${unwanted.join('')})`;
    })
    .join(' OR ');
}

/**
 * The query as a tsquery literal (cast, not parsed by `to_tsquery`, so the words stay exactly
 * as folded): a phrase's words joined by `<->`, `:*` on the typed word.
 */
export function toTsquery(query: SearchQuery, o: MatchOptions = {}): string {
  const typed = typedClause(query, o);
  const phrase = (c: Clause) => {
    const words = c.words.map(
      (w, i) => `'${w}'${c === typed && i === c.words.length - 1 ? ':*' : ''}`,
    );
    const joined = words.length > 1 ? `(${words.join(' <-> ')})` : (words[0] ?? '');
    return c.negated ? `!${joined}` : joined;
  };
  return query.map((group) => `(${group.map(phrase).join(' & ')})`).join(' | ');
}

/** What a snippet marks: the words searched for, and the beginnings of the typed one. */
export interface Wanted {
  words: ReadonlySet<string>;
  prefixes: readonly string[];
}

/** Every word the search looks for (not those it leaves out), for highlighting. */
export function wantedOf(query: SearchQuery, o: MatchOptions = {}): Wanted {
  const typed = typedClause(query, o);
  const words = new Set<string>();
  const prefixes: string[] = [];
  for (const c of query.flat()) {
    if (c.negated) continue;
    c.words.forEach((w, i) => {
      if (c === typed && i === c.words.length - 1) prefixes.push(w);
      else words.add(w);
    });
  }
  return { words, prefixes };
}

/** Whether a folded word is one of the wanted. */
export const isWanted = (wanted: Wanted, folded: string) =>
  wanted.words.has(folded) || wanted.prefixes.some((p) => folded.startsWith(p));
