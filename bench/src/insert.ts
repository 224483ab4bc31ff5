import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the generator fills many tables
export type AnyDb = Kysely<any>;

/**
 * Inserts `count` generated rows in batches, one transaction per batch, and returns the
 * new ids. Progress goes to stderr so a long run shows it is alive.
 */
export async function insertMany(
  db: AnyDb,
  table: string,
  count: number,
  make: (i: number) => Record<string, unknown>,
  options: { batch?: number; returnIds?: boolean } = {},
): Promise<number[]> {
  const batch = options.batch ?? 500;
  const ids: number[] = [];
  const started = Date.now();
  for (let start = 0; start < count; start += batch) {
    const rows = Array.from({ length: Math.min(batch, count - start) }, (_, k) => make(start + k));
    await db.transaction().execute(async (trx) => {
      const query = trx.insertInto(table).values(rows);
      if (options.returnIds === false) await query.execute();
      else ids.push(...(await query.returning('id').execute()).map((r: { id: number }) => r.id));
    });
    if ((start / batch) % 20 === 0) {
      process.stderr.write(`\r  ${table}: ${Math.min(start + batch, count)}/${count}`);
    }
  }
  process.stderr.write(
    `\r  ${table}: ${count}/${count} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
  );
  return ids;
}
