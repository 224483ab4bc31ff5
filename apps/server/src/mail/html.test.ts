import { describe, expect, it } from 'vitest';
import { htmlOf } from './html.js';

describe('htmlOf', () => {
  it('keeps the words, escapes markup and makes each address a link', () => {
    const html = htmlOf(
      'New question: “A <b> & C”\n\nOpen it here:\nhttps://caffee.example/go/questions/7?x=1&y=2',
    );
    expect(html).toContain('<p>New question: “A &lt;b&gt; &amp; C”</p>');
    expect(html).toContain(
      '<p>Open it here:<br>\n<a href="https://caffee.example/go/questions/7?x=1&amp;y=2">https://caffee.example/go/questions/7?x=1&amp;y=2</a></p>',
    );
    expect(html).not.toContain('<b>');
  });

  it('writes Ethiopic text as it is', () => {
    expect(htmlOf('አዲስ ጥያቄ፦ “ሀ”')).toContain('<p>አዲስ ጥያቄ፦ “ሀ”</p>');
  });
});
