import { describe, expect, it } from 'vitest';
import { choose, EMPTY_CASCADE, optionsRequest } from './kebele-cascade';

describe('kebele cascade', () => {
  const full = { region: 1, zone: 7, woreda: 16, kebele: 41 };

  it('clears the levels below a changed choice', () => {
    expect(choose(full, 'zone', 8)).toEqual({ region: 1, zone: 8, woreda: null, kebele: null });
    expect(choose(full, 'region', null)).toEqual(EMPTY_CASCADE);
    expect(choose(full, 'kebele', 42)).toEqual({ ...full, kebele: 42 });
  });

  it("lists each level under the parent's choice", () => {
    expect(optionsRequest('region', EMPTY_CASCADE)).toEqual({ path: 'regions/all', params: {} });
    expect(optionsRequest('zone', EMPTY_CASCADE)).toBeNull();
    expect(optionsRequest('zone', full)).toEqual({
      path: 'zones/all',
      params: { filter: { regionId: 1 } },
    });
    expect(optionsRequest('woreda', full)).toEqual({
      path: 'woredas/all',
      params: { filter: { zoneId: 7 } },
    });
    expect(optionsRequest('kebele', full)).toMatchObject({
      path: 'kebeles',
      params: { filter: { woredaId: 16 }, pagination: { pageSize: 100 } },
    });
  });
});
