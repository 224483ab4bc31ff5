// PDF documents made on the server with pdfmake (its layout: tables whose header repeats on
// each page, wrapping, "page x of y"), set in the app's own Noto Sans Ethiopic, which has the
// Latin letters of Afaan Oromoo and English as well as the Ethiopic syllables, so one font sets
// every language and mixed text. pdfmake embeds only the glyphs a document uses (a subset),
// and writes them with their Unicode text, so a PDF reader's search and copy give the words.
// The declarations of pdfmake.d.ts, for every project that compiles this file (bench, e2e).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- a local ambient module
/// <reference path="./pdfmake.d.ts" />
import { createRequire } from 'node:module';
import type { Locale } from '@caffee/contract';
import pdfmake, { type Content, type DocumentDefinition } from 'pdfmake';
import type { Letterhead } from '../../council/letterhead.js';
import { words } from '../export-words.js';

const require = createRequire(import.meta.url);
const font = (file: string) => require.resolve(`@expo-google-fonts/noto-sans-ethiopic/${file}`);
const REGULAR = font('400Regular/NotoSansEthiopic_400Regular.ttf');
const BOLD = font('700Bold/NotoSansEthiopic_700Bold.ttf');
const FONT_FILES = new Set([REGULAR, BOLD]);

pdfmake.setFonts({
  // The font has no italics: slanted text would be drawn from the upright shapes anyway.
  Noto: { normal: REGULAR, bold: BOLD, italics: REGULAR, bolditalics: BOLD },
});
// A document is made from the database's text only: it fetches nothing, and reads no file but
// the font's (a record's text can never name an image or a URL to load).
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => FONT_FILES.has(path));

/** The app's mark (brand-mark.tsx: Material's "account balance", outlined), as SVG. */
const MARK =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill="#1565c0" ' +
  'd="M6.5 10h-2v7h2zm6 0h-2v7h2zm8.5 9H2v2h19zm-2.5-9h-2v7h2zm-7-6.74L16.71 6H6.29zm0-2.26L2 6v2h19V6z"/></svg>';

const GREY = '#5f6368';

/** What every document of the app has: its letterhead, title and the reader's language. */
export interface DocumentFrame {
  locale: Locale;
  /** The document's title, its first heading and its PDF title. */
  title: string;
  /** What it is (the record type's name, "Agenda"), above the title. */
  kind: string;
  /** "Printed on … by …", under the letterhead. */
  printed: string;
  /** The council's name and logo, where they are set. */
  council: Letterhead;
}

/**
 * The letterhead: the council's logo and name where they are set, else the app's mark and name,
 * over what it is (the app's tagline), in the reader's language.
 */
function letterhead(locale: Locale, council: Letterhead): Content {
  const mark: Content = council.logo
    ? { image: council.logo, fit: [40, 40] }
    : { svg: MARK, width: 28, height: 28 };
  return {
    columns: [
      { width: council.logo ? 40 : 28, stack: [mark] },
      {
        width: '*',
        stack: [
          { text: council.name ?? words(locale, 'app.name') ?? 'Caffee', bold: true, fontSize: 14 },
          // The app says what it is under its own name; a council's name says it already.
          council.name
            ? ''
            : { text: words(locale, 'app.tagline') ?? '', color: GREY, fontSize: 9 },
        ],
      },
    ],
    columnGap: 8,
    margin: [0, 0, 0, 4],
  };
}

/** A PDF of `content` on A4 pages under the letterhead, numbered "page x of y". */
export async function renderPdf(frame: DocumentFrame, content: Content[]): Promise<Buffer> {
  const { locale } = frame;
  const definition: DocumentDefinition = {
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 48],
    info: { title: frame.title, creator: words(locale, 'app.name') ?? 'Caffee' },
    language: locale,
    defaultStyle: { font: 'Noto', fontSize: 10, lineHeight: 1.2 },
    styles: {
      kind: { fontSize: 9, color: GREY, margin: [0, 8, 0, 0] },
      title: { fontSize: 17, bold: true, margin: [0, 0, 0, 2] },
      printed: { fontSize: 8, color: GREY, margin: [0, 0, 0, 10] },
      section: { fontSize: 12, bold: true, margin: [0, 12, 0, 4] },
      label: { color: GREY },
      header: { bold: true, fillColor: '#eef1f6' },
    },
    footer: (page, pages) => ({
      text: words(locale, 'crud.document.page', { page, pages }) ?? `${page} / ${pages}`,
      alignment: 'center',
      fontSize: 8,
      color: GREY,
      margin: [0, 16, 0, 0],
    }),
    content: [
      letterhead(locale, frame.council),
      { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 515, y2: 0, lineWidth: 0.5, lineColor: GREY }] },
      { text: frame.kind, style: 'kind' },
      { text: frame.title, style: 'title' },
      { text: frame.printed, style: 'printed' },
      ...content,
    ],
  };
  return pdfmake.createPdf(definition).getBuffer();
}
