// The part of pdfmake (0.3) the documents use. Its DefinitelyTyped package pulls the DOM's
// types into the whole server (`/// <reference lib="dom" />`), which changes what `fetch`
// takes everywhere; these few declarations are written here instead.
declare module 'pdfmake' {
  /** A piece of a document: text, a stack, columns, a table, a line; nested freely. */
  export type Content = string | Content[] | { [key: string]: unknown };

  export interface DocumentDefinition {
    pageSize?: string;
    pageMargins?: [number, number, number, number];
    info?: { title?: string; creator?: string };
    language?: string;
    defaultStyle?: Record<string, unknown>;
    styles?: Record<string, Record<string, unknown>>;
    footer?: (page: number, pages: number) => Content;
    content: Content[];
  }

  interface Pdfmake {
    setFonts(
      fonts: Record<string, Record<'normal' | 'bold' | 'italics' | 'bolditalics', string>>,
    ): void;
    setUrlAccessPolicy(allowed: (url: string) => boolean): void;
    setLocalAccessPolicy(allowed: (path: string) => boolean): void;
    createPdf(definition: DocumentDefinition): { getBuffer(): Promise<Buffer> };
  }
  const pdfmake: Pdfmake;
  export default pdfmake;
}
