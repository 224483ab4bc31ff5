import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { readSpreadsheet } from './sheet.js';

const refused = async (bytes: Buffer) =>
  readSpreadsheet(bytes).then(
    () => undefined,
    (err: { statusCode?: number; message?: string }) => err,
  );

describe('reading a file to import', () => {
  it('reads CSV with a BOM, keeps the row numbers a spreadsheet shows, undoes the formula quote', async () => {
    const sheet = await readSpreadsheet(
      Buffer.from('\uFEFFname,note\r\n\r\nሰላም,"a, b"\r\n,\r\nX,\'=1+1\r\n'),
    );
    expect(sheet.header).toEqual(['name', 'note']);
    expect(sheet.rows).toEqual([
      ['ሰላም', 'a, b'],
      ['X', '=1+1'],
    ]);
    expect(sheet.rowNumbers).toEqual([3, 5]);
  });

  it('reads the first sheet of an XLSX, dates as dates', async () => {
    const bytes = await writeXlsxFile([
      [{ value: 'title' }, { value: 'day' }],
      [{ value: 'ቀበሌ 01' }, { value: new Date('2025-09-11T00:00:00Z'), format: 'yyyy-mm-dd' }],
    ]).toBuffer();
    const sheet = await readSpreadsheet(bytes);
    expect(sheet.header).toEqual(['title', 'day']);
    expect(sheet.rows[0]?.[0]).toBe('ቀበሌ 01');
    expect((sheet.rows[0]?.[1] as Date).toISOString().slice(0, 10)).toBe('2025-09-11');
  });

  it('refuses an old .xls, text not in UTF-8, and an archive that would expand too far', async () => {
    const xls = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(64)]);
    expect(await refused(xls)).toMatchObject({
      statusCode: 415,
      message: expect.stringMatching(/xls/),
    });
    expect(await refused(Buffer.from([0x41, 0xff, 0xfe, 0x42]))).toMatchObject({ statusCode: 415 });
    // An archive whose directory says a sheet expands to 210 MB (as 210 MB of zeros, a few
    // hundred kilobytes zipped, would): refused from the directory, before inflating anything.
    // The size is written into the directory rather than compressed here, which takes seconds.
    const bomb = Buffer.from(zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array(1024) }));
    const directory = bomb.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bomb.writeUInt32LE(210 * 1024 * 1024, directory + 24);
    bomb.writeUInt32LE(210 * 1024 * 1024, 22);
    expect(await refused(bomb)).toMatchObject({
      statusCode: 415,
      message: expect.stringMatching(/expands/),
    });
  });
});
