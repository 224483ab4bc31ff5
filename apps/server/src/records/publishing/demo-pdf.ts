import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { recordFiles } from '../../files/repository.js';
import { saveUpload } from '../../files/storage.js';
import type { Storage } from '../../files/store.js';

/** PDF string syntax: backslashes and parentheses escaped, ASCII only (the base font's). */
const pdfText = (s: string) => s.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`);

/**
 * A small, valid one-page PDF showing a few lines of text: enough for a demo download
 * (a real document replaces it). Offsets in the cross-reference table are exact.
 */
export function tinyPdf(lines: string[]): Buffer {
  const text = lines
    .map(
      (line, i) => `BT /F1 ${i === 0 ? 16 : 11} Tf 56 ${760 - i * 24} Td (${pdfText(line)}) Tj ET`,
    )
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] ' +
      '/Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** Stores a generated PDF as a record's downloadable file, as an upload would be. */
export async function attachDemoPdf(
  db: Kysely<Database>,
  storage: Storage,
  owner: { resource: string; recordId: number; createdBy: number },
  file: { name: string; lines: string[] },
): Promise<void> {
  const saved = await saveUpload(storage, Readable.from(tinyPdf(file.lines)), {
    filename: file.name,
    category: 'downloadable',
    field: 'media[0][file]',
  });
  await recordFiles(db, [saved], owner);
}
