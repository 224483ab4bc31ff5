import { describe, expect, it } from 'vitest';
import * as contract from './index.js';

const exportedMetas = Object.entries(contract)
  .filter(([name, value]) => name.endsWith('Meta') && typeof value === 'object' && value !== null)
  .map(([, value]) => value as contract.ResourceMeta);

describe('record types', () => {
  it('gathers every declaration the contract exports, once, each with its schemas', () => {
    expect(new Set(contract.RECORD_METAS)).toEqual(new Set(exportedMetas));
    expect(new Set(contract.RECORD_METAS.map((m) => m.path)).size).toBe(
      contract.RECORD_METAS.length,
    );
    for (const meta of contract.RECORD_METAS) {
      expect(contract.RECORD_CONTRACTS.get(meta.path), meta.path).toBeDefined();
    }
  });

  it('makes a permission of each type’s actions and workflow steps', () => {
    const all = new Set(contract.allPermissions());
    for (const meta of contract.RECORD_METAS) {
      for (const action of [...contract.CRUD_ACTIONS, ...meta.actions]) {
        expect(all.has(`${meta.path}:${action}`), `${meta.path}:${action}`).toBe(true);
      }
    }
    expect(all.has('complains:review')).toBe(true);
  });

  it('points every reference at a resource, and grants only actions that exist', () => {
    const all = new Set<string>(contract.allPermissions());
    for (const meta of contract.RECORD_METAS) {
      for (const field of meta.fields.filter((f) => f.ref)) {
        expect(contract.isResource(field.ref), `${meta.path}.${field.name}`).toBe(true);
      }
      for (const actions of Object.values(meta.grants)) {
        for (const action of actions) expect(all).toContain(`${meta.path}:${action}`);
      }
    }
  });

  it('gives every menu item its own place, types first in menu order with their categories', () => {
    const orders = contract.RECORD_METAS.flatMap((m) =>
      m.menu?.order === undefined ? [] : [m.menu.order],
    );
    expect(new Set(orders).size).toBe(orders.length);
    const paths = contract.RECORD_METAS.map((m) => m.path);
    expect(paths.indexOf('news-feed-categories')).toBe(paths.indexOf('news-feeds') + 1);
    expect(paths.indexOf('news-feeds')).toBeLessThan(paths.indexOf('enacted-laws'));
    expect(paths.slice(-2)).toEqual(['kebeles', 'kebele-categories']);
  });
});
