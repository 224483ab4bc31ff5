import { DEMO_REGIONS } from '../../apps/server/src/records/address/demo-places.js';
import { insertMany, type AnyDb } from './insert.js';
import type { Random } from './text.js';

const KEBELES_PER_WOREDA = 12;

/**
 * The real regions of Ethiopia and their known zones (Oromia's, Finfinnee's sub-cities),
 * then generated woredas spread over those zones and numbered kebeles under them, until
 * `kebeles` exist. Returns the kebele ids.
 */
export async function generatePlaces(
  db: AnyDb,
  rnd: Random,
  kebeles: number,
  audited: Record<string, unknown>,
): Promise<number[]> {
  const names = (n: readonly [string, string, string]) => ({
    nameOm: n[0],
    nameEn: n[1],
    nameAm: n[2],
  });
  const regionIds = await insertMany(db, 'regions', DEMO_REGIONS.length, (i) => {
    const r = DEMO_REGIONS[i]!;
    return { ...names(r.names), code: r.code, categoryId: null, ...audited };
  });
  const zones = DEMO_REGIONS.flatMap((r, i) =>
    (r.children ?? []).map((z) => ({ z, regionId: regionIds[i]! })),
  );
  const zoneIds = await insertMany(db, 'zones', zones.length, (i) => {
    const { z, regionId } = zones[i]!;
    return { ...names(z.names), code: z.code, regionId, categoryId: null, ...audited };
  });
  const woredaCount = Math.ceil(kebeles / KEBELES_PER_WOREDA);
  const woredaIds = await insertMany(db, 'woredas', woredaCount, (i) => {
    const n = String(i + 1).padStart(4, '0');
    return {
      nameOm: `Aanaa ${n}`,
      nameEn: `Woreda ${n}`,
      nameAm: `ወረዳ ${n}`,
      code: n,
      zoneId: zoneIds[i % zoneIds.length]!,
      categoryId: null,
      ...audited,
    };
  });
  return insertMany(db, 'kebeles', kebeles, (i) => {
    const n = String((i % KEBELES_PER_WOREDA) + 1).padStart(2, '0');
    const woredaId = woredaIds[Math.floor(i / KEBELES_PER_WOREDA)] ?? rnd.pick(woredaIds);
    return {
      nameOm: `Ganda ${n}`,
      nameEn: `Kebele ${n}`,
      nameAm: `ቀበሌ ${n}`,
      code: n,
      woredaId,
      categoryId: null,
      ...audited,
    };
  });
}
