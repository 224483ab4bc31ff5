import { MAX_PAGE_SIZE } from '@caffee/contract';
import { fetchPage, fetchPayload } from '../data/crud-api';

/** The four levels of the address tree, top first. */
export const LEVELS = ['region', 'zone', 'woreda', 'kebele'] as const;
export type Level = (typeof LEVELS)[number];
/** The chosen place at each level (null: not chosen). */
export type Cascade = Record<Level, number | null>;

export const EMPTY_CASCADE: Cascade = { region: null, zone: null, woreda: null, kebele: null };

/** Choosing a place clears every level below it, whose choices belonged to the old one. */
export function choose(cascade: Cascade, level: Level, id: number | null): Cascade {
  const next = { ...cascade, [level]: id };
  for (const below of LEVELS.slice(LEVELS.indexOf(level) + 1)) next[below] = null;
  return next;
}

export interface Place {
  id: number;
  name: string;
}

/** The request that lists a level's choices under the chosen parent; null when it has none. */
export function optionsRequest(
  level: Level,
  cascade: Cascade,
): { path: string; params: object } | null {
  if (level === 'region') return { path: 'regions/all', params: {} };
  if (level === 'zone')
    return cascade.region
      ? { path: 'zones/all', params: { filter: { regionId: cascade.region } } }
      : null;
  if (level === 'woreda')
    return cascade.zone
      ? { path: 'woredas/all', params: { filter: { zoneId: cascade.zone } } }
      : null;
  return cascade.woreda
    ? {
        path: 'kebeles',
        params: {
          filter: { woredaId: cascade.woreda },
          pagination: { page: 1, pageSize: MAX_PAGE_SIZE },
          sorting: { name: 'asc' },
        },
      }
    : null;
}

/** The places of one level: `…/all` answers a plain list, `kebeles` a page. */
export async function fetchPlaces(
  level: Level,
  cascade: Cascade,
  locale: string,
): Promise<Place[]> {
  const request = optionsRequest(level, cascade);
  if (!request) return [];
  const params = { ...request.params, locale };
  if (level === 'kebele') return (await fetchPage<Place>(request.path, params)).rows;
  return fetchPayload<Place[]>(request.path, params);
}

/** Where a saved kebele sits: the whole cascade, from its ancestors. */
export async function cascadeOf(kebeleId: number, locale: string): Promise<Cascade> {
  const kebele = await fetchPayload<{ id: number; ancestors?: Record<string, Place | undefined> }>(
    `kebeles/${kebeleId}`,
    { locale, includes: ['ancestors'] },
  );
  const a = kebele.ancestors ?? {};
  return {
    region: a.region?.id ?? null,
    zone: a.zone?.id ?? null,
    woreda: a.woreda?.id ?? null,
    kebele: kebele.id,
  };
}
