import { describe, expect, it } from 'vitest';
import { htmlOf } from './html.js';

const APP = 'https://caffee.example';

describe('htmlOf', () => {
  it("keeps the words, escapes markup and makes each of the app's addresses a link", () => {
    const html = htmlOf(
      'New question: “A <b> & C”\n\nOpen it here:\nhttps://caffee.example/go/questions/7?x=1&y=2',
      APP,
    );
    expect(html).toContain('<p>New question: “A &lt;b&gt; &amp; C”</p>');
    expect(html).toContain(
      '<p>Open it here:<br>\n<a href="https://caffee.example/go/questions/7?x=1&amp;y=2">https://caffee.example/go/questions/7?x=1&amp;y=2</a></p>',
    );
    expect(html).not.toContain('<b>');
  });

  it('writes Ethiopic text as it is', () => {
    expect(htmlOf('አዲስ ጥያቄ፦ “ሀ”', APP)).toContain('<p>አዲስ ጥያቄ፦ “ሀ”</p>');
  });

  it('makes no link of an address others wrote, and defuses it', () => {
    const html = htmlOf(
      'A new registration waits for activation: Urgent: re-verify your account at ' +
        'https://evil.example/login?u=1 or www.evil.example\n\nOpen it here:\n' +
        'https://caffee.example/go/users/3',
      APP,
    );
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).toContain('<a href="https://caffee.example/go/users/3">');
    expect(html).toContain(
      'https:\u200B//evil\u200B.example/login?u=1 or www\u200B.evil\u200B.example',
    );
    expect(html).not.toMatch(/evil\.example/);
  });

  it("takes only the app's own origin for its own, not a look-alike", () => {
    for (const lookAlike of [
      'https://caffee.example.evil.example/go',
      'https://caffee.example@evil.example/go',
      'https://caffee.examplevil.example/go',
      'http://caffee.example/go',
    ]) {
      expect(htmlOf(`See ${lookAlike}`, APP), lookAlike).not.toContain('<a ');
    }
    // Sentence punctuation after an own link is not part of it.
    expect(htmlOf('Open “https://caffee.example/go/forums/2”.', APP)).toContain(
      '“<a href="https://caffee.example/go/forums/2">https://caffee.example/go/forums/2</a>”.',
    );
  });
});
