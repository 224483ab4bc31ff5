import { describe, expect, it } from 'vitest';
import { complainsScreen } from '../records/engagement';
import { ALL_SCREENS } from '../records/registry';
import { formFields } from './record-derive';
import { requiredFields } from './record-resolver';

describe('the fields a form marks as required', () => {
  it('are those the contract’s create schema cannot do without', () => {
    const complaint = requiredFields(complainsScreen);
    expect(complaint.has('subject')).toBe(true);
    expect(complaint.has('instituteId')).toBe(true);
    expect(complaint.has('categoryId')).toBe(false);
    const roles = requiredFields(ALL_SCREENS.find((s) => s.key === 'roles')!);
    expect([...roles]).toEqual(['name']);
  });

  it('are fields the form lets a person fill', () => {
    for (const screen of ALL_SCREENS.filter((s) => !s.noForms)) {
      const shown = new Set(formFields(screen).map((f) => f.name));
      for (const name of requiredFields(screen))
        expect(shown, `${screen.key}.${name}`).toContain(name);
    }
  });
});
