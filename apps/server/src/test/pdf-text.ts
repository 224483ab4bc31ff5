/**
 * The text of each page of a PDF as a reader's copy gives it (pdfjs, the PDF reader of
 * Firefox): what a document test looks for proves the text is Unicode, not only drawn.
 */
export async function pdfPages(bytes: Buffer | Uint8Array): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
        .join(''),
    );
  }
  await pdf.destroy();
  return pages;
}
