import { Readable } from 'node:stream';

/** Spreadsheet programs run cells that start like a formula; such text is kept as text. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell (RFC 4180): quoted when needed, formulas neutralised, objects as JSON. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text =
    typeof value === 'string'
      ? value
      : typeof value === 'number' || typeof value === 'boolean'
        ? String(value)
        : JSON.stringify(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * A CSV document streamed batch by batch: a BOM (so spreadsheet programs read the
 * Ethiopic script as UTF-8), the header line, then the rows as each batch arrives.
 */
export function csvStream(
  header: string[],
  columns: string[],
  batches: AsyncIterable<Record<string, unknown>[]>,
): Readable {
  async function* lines() {
    yield `\uFEFF${csvLine(header)}`;
    for await (const batch of batches) {
      yield batch.map((record) => csvLine(columns.map((c) => record[c]))).join('');
    }
  }
  return Readable.from(lines());
}
