import { escapeHtml } from '../http/escape-html.js';
import { foldWord, WORD } from './fold.js';
import { isWanted, type Wanted } from './query.js';

/** Words a snippet shows, and how many of them come before its first hit. */
const SNIPPET_WORDS = 30;
const WORDS_BEFORE = 6;

interface Token {
  start: number;
  end: number;
  hit: boolean;
}

function tokensOf(text: string, wanted: Wanted): Token[] {
  return [...text.matchAll(WORD)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    hit: isWanted(wanted, foldWord(m[0])),
  }));
}

/** How many of the wanted (words, and beginnings of the typed one) a text holds. */
const wantedCount = (wanted: Wanted) => wanted.words.size + wanted.prefixes.length;

/** How many different wanted words a text holds (a cheap look before splitting it). */
function distinctHits(text: string, wanted: Wanted): number {
  const folded = foldWord(text);
  const present = [...wanted.words, ...wanted.prefixes].filter((w) => folded.includes(w));
  if (present.length === 0) return 0;
  const found = new Set<string>();
  for (const m of text.matchAll(WORD)) {
    const w = foldWord(m[0]);
    if (wanted.words.has(w)) found.add(w);
    else for (const p of wanted.prefixes) if (w.startsWith(p)) found.add(`${p}*`);
    if (found.size === wantedCount(wanted)) break;
  }
  return found.size;
}

/** The first word of the window holding the most hits, starting a little before one. */
function bestStart(tokens: Token[]): number {
  const before = [0];
  for (const t of tokens) before.push((before.at(-1) ?? 0) + (t.hit ? 1 : 0));
  const hitsFrom = (s: number) =>
    (before[Math.min(s + SNIPPET_WORDS, tokens.length)] ?? 0) - (before[s] ?? 0);
  let best = 0;
  let bestHits = -1;
  tokens.forEach((t, i) => {
    if (!t.hit) return;
    const s = Math.max(0, i - WORDS_BEFORE);
    const hits = hitsFrom(s);
    if (hits > bestHits) [best, bestHits] = [s, hits];
  });
  return best;
}

/** Escaped text of a window of words, hits in `<mark>`, `…` where text was left out. */
function render(text: string, tokens: Token[], start: number): string {
  const end = Math.min(start + SNIPPET_WORDS, tokens.length);
  const space = (s: string) => escapeHtml(s.replace(/\s+/g, ' '));
  let out = start > 0 ? '… ' : space(text.slice(0, tokens[0]?.start)).trimStart();
  for (let i = start; i < end; i++) {
    const t = tokens[i] as Token;
    const word = escapeHtml(text.slice(t.start, t.end));
    out += t.hit ? `<mark>${word}</mark>` : word;
    const next = tokens[i + 1];
    if (i < end - 1 && next) out += space(text.slice(t.end, next.start));
  }
  const last = tokens[end - 1];
  if (end < tokens.length) out += ' …';
  else if (last) out += space(text.slice(last.end)).trimEnd();
  return out;
}

/**
 * A short HTML excerpt of the text that best matches the search: the first of `texts`
 * (in order of preference) holding the most of the wanted words, cut around its hits.
 * Everything is escaped; only the `<mark>` elements around hits are markup.
 */
export function buildSnippet(texts: readonly (string | null)[], wanted: Wanted): string {
  const present = texts.filter((t): t is string => !!t && t.trim() !== '');
  let chosen = present[0];
  let most = 0;
  for (const text of present) {
    const hits = distinctHits(text, wanted);
    if (hits > most) [chosen, most] = [text, hits];
    // Every word found: no later (less wanted) text can do better.
    if (most === wantedCount(wanted)) break;
  }
  if (chosen === undefined) return '';
  const tokens = tokensOf(chosen, wanted);
  if (tokens.length === 0) return escapeHtml(chosen.trim());
  return render(chosen, tokens, most > 0 ? bestStart(tokens) : 0);
}
