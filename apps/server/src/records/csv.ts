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
 * Ethiopic script as UTF-8), the header line, then the lines as each batch arrives.
 */
export function csvStream(header: string[], batches: AsyncIterable<unknown[][]>): Readable {
  async function* lines() {
    yield `\uFEFF${csvLine(header)}`;
    for await (const batch of batches) yield batch.map(csvLine).join('');
  }
  return Readable.from(lines());
}

/** Each batch of `batches` made into another by `map` (the cells of an export's lines). */
export async function* mapBatches<T, U>(
  batches: AsyncIterable<T>,
  map: (batch: T) => Promise<U>,
): AsyncGenerator<U> {
  for await (const batch of batches) yield await map(batch);
}

/**
 * The batches of an export with the first one already run, so a query the database refuses
 * (or a database that is gone) is an error answer (4xx, 503) before any header is sent.
 * A failure after that calls `abort`, which must cut the connection: an error answer is no
 * longer possible (the headers, or compressed bytes, may be out), and ending the body would
 * leave a shorter file that looks whole.
 */
export async function startedBatches<T>(
  batches: AsyncIterable<T>,
  abort: (err: unknown) => void,
): Promise<AsyncIterable<T>> {
  const iterator = batches[Symbol.asyncIterator]();
  const first = await iterator.next();
  async function* all() {
    if (first.done) return;
    yield first.value;
    try {
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
        yield next.value;
      }
    } catch (err) {
      abort(err);
    } finally {
      await iterator.return?.();
    }
  }
  return all();
}
