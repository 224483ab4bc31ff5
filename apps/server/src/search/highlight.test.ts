import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../http/escape-html.js';
import { buildSnippet } from './highlight.js';

const words = (...w: string[]) => ({ words: new Set(w), prefixes: [] });

describe('snippets', () => {
  it('escapes everything and marks whole words only, whatever their case or accents', () => {
    expect(buildSnippet(['<b>Café</b> & cafe, "cafeteria"'], words('cafe'))).toBe(
      '&lt;b&gt;<mark>Café</mark>&lt;/b&gt; &amp; <mark>cafe</mark>, &quot;cafeteria&quot;',
    );
    expect(escapeHtml('<>&"\'')).toBe('&lt;&gt;&amp;&quot;&#39;');
  });

  it('picks the text with the most of the words, preferring earlier texts on a tie', () => {
    expect(
      buildSnippet(['alpha only', 'alpha and beta', 'beta and alpha'], words('alpha', 'beta')),
    ).toBe('<mark>alpha</mark> and <mark>beta</mark>');
    expect(buildSnippet([null, '', 'first alpha', 'second alpha'], words('alpha'))).toBe(
      'first <mark>alpha</mark>',
    );
  });

  it('cuts a long text around the densest hits, with ellipses', () => {
    const text = [...Array(100).keys()].map((i) => `w${i}`).join(' ');
    const snippet = buildSnippet([text], words('w50', 'w52'));
    expect(snippet.startsWith('… w44 ')).toBe(true);
    expect(snippet).toContain('<mark>w50</mark> w51 <mark>w52</mark>');
    expect(snippet.endsWith(' w73 …')).toBe(true);
  });

  it('shows the beginning when nothing matches, and nothing for no text', () => {
    expect(buildSnippet(['Labsii kana.\n\nKeewwata 1'], words('x'))).toBe(
      'Labsii kana. Keewwata 1',
    );
    expect(buildSnippet([null], words('x'))).toBe('');
  });

  it('marks the words a typed beginning finds, and homophones as written', () => {
    const wanted = { words: new Set(['ሰላም']), prefixes: ['qaje'] };
    expect(buildSnippet(["ሠላም jedhe, Qajeel'aa fi qajeelfama."], wanted)).toBe(
      '<mark>ሠላም</mark> jedhe, <mark>Qajeel&#39;aa</mark> fi <mark>qajeelfama</mark>.',
    );
  });
});
