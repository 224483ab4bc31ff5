import { describe, expect, it } from 'vitest';
import { defuseForeignLinks, messageParts } from './links.js';

const APP = 'http://localhost:8080';
const ZW = '\u200B';

describe('defuseForeignLinks', () => {
  it('breaks every address others wrote, in mail invisibly', () => {
    const cases: [string, string][] = [
      ['https://evil.example/login', `https:${ZW}//evil${ZW}.example/login`],
      ['hxxp://evil.example', `hxxp:${ZW}//evil${ZW}.example`],
      ['www.evil.example', `www${ZW}.evil${ZW}.example`],
      ['EVIL.COM', `EVIL${ZW}.COM`],
      ['Evil.Com/x', `Evil${ZW}.Com/x`],
      ['write to a@evil.example', `write to a@evil${ZW}.example`],
      ['at 10.0.0.1 now', `at 10${ZW}.0${ZW}.0${ZW}.1 now`],
      ['evil．com', `evil${ZW}．com`],
      ['http://localhost:8080.evil.example', `http:${ZW}//localhost:8080${ZW}.evil${ZW}.example`],
    ];
    for (const [text, defused] of cases) {
      expect(defuseForeignLinks(text, APP, 'invisible'), text).toBe(defused);
    }
  });

  it('leaves names, numbers and the words of three languages as they are', () => {
    for (const text of [
      'Abebe T. and T.Kebede, Tesfaye G.Egziabher',
      'Budget 2.5 million, meeting at 14.30, section 3.2.1',
      "Caaltuu Bal'aa: Galmeen haaraa hojiirra oolchuu eega",
      'ወ/ሮ አልማዝ፦ አዲስ ምዝገባ ማንቃትን ይጠብቃል',
    ]) {
      expect(defuseForeignLinks(text, APP, 'invisible')).toBe(text);
      expect(defuseForeignLinks(text, APP, 'visible')).toBe(text);
    }
  });

  it('defangs an SMS visibly, within the GSM alphabet', () => {
    expect(
      defuseForeignLinks(
        `New complaint: "see https://evil.example/x"\n${APP}/go/complains/4`,
        APP,
        'visible',
      ),
    ).toBe(`New complaint: "see https[:]//evil[.]example/x"\n${APP}/go/complains/4`);
  });

  it('does it once: a defused text stays as it is', () => {
    const once = defuseForeignLinks('https://evil.example www.a.example', APP, 'invisible');
    expect(defuseForeignLinks(once, APP, 'invisible')).toBe(once);
  });
});

describe('messageParts', () => {
  it("keeps the app's own links whole, wherever they stand", () => {
    expect(messageParts(`Open (${APP}/go/questions/7?x=1).\n${APP}`, APP, 'invisible')).toEqual([
      { text: 'Open (' },
      { link: `${APP}/go/questions/7?x=1` },
      { text: ').\n' },
      { link: APP },
    ]);
  });
});
