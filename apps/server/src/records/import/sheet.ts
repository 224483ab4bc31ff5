// The file of an import, read into rows of cells: CSV (csv-parse) or XLSX (read-excel-file,
// its first sheet). Which one is told by the bytes, not by the name a browser gives.
import { parse } from 'csv-parse/sync';
import { unzipSync } from 'fflate';
import { readSheet } from 'read-excel-file/node';
import { HttpError } from '../../http/errors.js';

/** A cell as the file gives it: XLSX keeps numbers, booleans and dates; CSV only text. */
export type Cell = string | number | boolean | Date | null;

export interface Sheet {
  header: string[];
  /** The header's row number as the spreadsheet shows it (1 unless rows above are empty). */
  headerRow: number;
  /** The data rows, each as long as the header (missing cells null). */
  rows: Cell[][];
  /** Each data row's number as the spreadsheet shows it (empty rows are skipped, not counted). */
  rowNumbers: number[];
}

/** What an XLSX may expand to: a 10 MB archive of highly repetitive XML stays far below. */
const MAX_XLSX_EXPANDED = 200 * 1024 * 1024;

const unsupported = (message: string) => new HttpError(415, 'bad_request', message);

const isZip = (bytes: Buffer) => bytes.length > 4 && bytes.readUInt32LE(0) === 0x04034b50;
/** The legacy binary `.xls` (an OLE2 compound file). */
const isOle = (bytes: Buffer) =>
  bytes.length > 8 && bytes.subarray(0, 8).equals(Buffer.from('d0cf11e0a1b11ae1', 'hex'));

/**
 * Spreadsheet programs run a cell that starts like a formula; our exports write such text with
 * a leading `'` (csv.ts). Read back, the quote goes, so a round trip keeps the text.
 */
const unneutralised = (text: string) => (/^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text);

function readCsv(bytes: Buffer): Cell[][] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw unsupported('Send a CSV file in UTF-8 or an XLSX file');
  }
  if (text.includes('\0')) throw unsupported('Send a CSV file in UTF-8 or an XLSX file');
  try {
    return parse(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: false,
      // A lone quote inside a cell ("5" screen) is the cell's text, not a broken file.
      relax_quotes: true,
    }) as string[][];
  } catch (err) {
    throw new HttpError(
      422,
      'bad_request',
      `The CSV file cannot be read: ${(err as Error).message}`,
    );
  }
}

async function readXlsx(bytes: Buffer): Promise<Cell[][]> {
  // Reads only the archive's directory (sizes), not its contents: a small file that would
  // expand to gigabytes is refused before anything is inflated.
  let expanded = 0;
  try {
    unzipSync(bytes, {
      filter: (file) => {
        expanded += file.originalSize;
        return false;
      },
    });
  } catch {
    throw unsupported('The XLSX file is damaged: it cannot be opened');
  }
  if (expanded > MAX_XLSX_EXPANDED) throw unsupported('The XLSX file expands too much to read');
  try {
    return (await readSheet(bytes)) as Cell[][];
  } catch (err) {
    throw unsupported(`The XLSX file cannot be read: ${(err as Error).message}`);
  }
}

/** A text cell: trimmed, empty as null (CSV has no other empty), a formula's quote gone. */
const textCell = (text: string): Cell => {
  const trimmed = text.trim();
  return trimmed === '' ? null : unneutralised(trimmed);
};

const isEmpty = (cell: Cell) => cell === null || (typeof cell === 'string' && cell.trim() === '');

/**
 * The file's header and rows. Empty rows are dropped; a row's text cells are trimmed and
 * lose the quote an export put before a formula-like start. 415 for what is neither CSV
 * in UTF-8 nor XLSX (an old `.xls` is named as such).
 */
export async function readSpreadsheet(bytes: Buffer): Promise<Sheet> {
  if (bytes.length === 0) return { header: [], headerRow: 1, rows: [], rowNumbers: [] };
  if (isOle(bytes)) throw unsupported('Save the .xls file as .xlsx (Excel 2007 or later) or CSV');
  const raw = isZip(bytes) ? await readXlsx(bytes) : readCsv(bytes);
  const rows = raw
    .map((row, i) => ({
      cells: row.map((cell) => (typeof cell === 'string' ? textCell(cell) : cell)),
      number: i + 1,
    }))
    .filter((row) => !row.cells.every(isEmpty));
  const [top, ...data] = rows;
  const first = top?.cells ?? [];
  // Trailing empty header cells (a sheet's formatting reaching further right) are no columns.
  let width = first.length;
  while (width > 0 && isEmpty(first[width - 1] ?? null)) width -= 1;
  const header = first.slice(0, width).map((cell) => (cell === null ? '' : String(cell)));
  return {
    header,
    headerRow: top?.number ?? 1,
    rows: data.map((row) => Array.from({ length: width }, (_, i) => row.cells[i] ?? null)),
    rowNumbers: data.map((row) => row.number),
  };
}

/** How a cell reads as text (the preview, and names). */
export function cellText(cell: Cell): string {
  if (cell === null) return '';
  if (cell instanceof Date) return cell.toISOString();
  return String(cell);
}
