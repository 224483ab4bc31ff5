import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { decodeEntities, parseSnippet, Snippet } from './snippet';

describe('search snippets', () => {
  it('splits on marks and decodes the escaped text', () => {
    expect(
      parseSnippet('… kan <mark>labsii</mark> of danda&#39;ee &amp; <mark>Labsii</mark>'),
    ).toEqual([
      { text: '… kan ', mark: false },
      { text: 'labsii', mark: true },
      { text: " of danda'ee & ", mark: false },
      { text: 'Labsii', mark: true },
    ]);
    expect(decodeEntities('&lt;b&gt; &#x41; &quot;x&quot; &nope;')).toBe('<b> A "x" &nope;');
  });

  it('renders nothing but text and mark elements', () => {
    const html =
      '&lt;img src=x onerror=alert(1)&gt; <mark>አዋጅ</mark> <script>alert(1)</script><b>bold</b> <mark><i>x</i></mark>';
    const { getByTestId } = render(<Snippet html={html} />);
    const snippet = getByTestId('search-snippet');
    expect(snippet.querySelectorAll('img, script, b, i')).toHaveLength(0);
    const marks = [...snippet.querySelectorAll('mark')].map((m) => m.textContent);
    expect(marks).toEqual(['አዋጅ', '<i>x</i>']);
    expect(snippet.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(snippet.textContent).toContain('<script>alert(1)</script><b>bold</b>');
  });
});
