import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, csvStream, startedBatches } from './csv.js';

describe('CSV', () => {
  it('quotes what needs quoting and keeps formulas as text', () => {
    expect(csvLine(['plain', 'a,b', 'say "hi"', 'two\nlines', null, 3, true])).toBe(
      'plain,"a,b","say ""hi""","two\nlines",,3,true\r\n',
    );
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+251911000000')).toBe("'+251911000000");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell({ a: 1 })).toBe('"{""a"":1}"');
  });

  it('streams a BOM, the header and every batch', async () => {
    async function* batches() {
      yield [[1, 'ሰላም']];
      yield [[2, 'Nagaa']];
    }
    let text = '';
    for await (const chunk of csvStream(['Lakk.', 'Maqaa'], batches())) {
      text += String(chunk);
    }
    expect(text).toBe('\uFEFFLakk.,Maqaa\r\n1,ሰላም\r\n2,Nagaa\r\n');
  });

  it('runs the first batch at once: its failure is thrown, a later one aborts', async () => {
    const gone = new Error('database gone');
    async function* failing(at: number) {
      for (let i = 0; ; i++) {
        if (i === at) throw gone;
        yield [i];
      }
    }
    const aborted: unknown[] = [];
    await expect(startedBatches(failing(0), (e) => aborted.push(e))).rejects.toBe(gone);
    const later = await startedBatches(failing(2), (e) => aborted.push(e));
    const seen: number[][] = [];
    for await (const batch of later) seen.push(batch);
    expect(seen).toEqual([[0], [1]]);
    expect(aborted).toEqual([gone]);
  });
});
