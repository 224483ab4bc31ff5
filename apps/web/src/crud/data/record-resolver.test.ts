import { describe, expect, it } from 'vitest';
import { complainsScreen } from '../../records/engagement/screens';
import { ALL_SCREENS } from '../../records/registry';
import { formFields } from './record-derive';
import { recordResolver, requiredFields, shownFieldOf } from './record-resolver';
import { toFormValues } from './record-derive';

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

describe('a refinement’s required field', () => {
  it('is marked from its declaration (a complaint’s complainant, asked as complainant.name)', () => {
    expect(requiredFields(complainsScreen).has('complainantName')).toBe(true);
  });

  it('shows the contract’s nested path on the flat field the form edits', () => {
    const shownAt = shownFieldOf(complainsScreen);
    expect(shownAt('complainant.name')).toBe('complainantName');
    expect(shownAt('subject')).toBe('subject');
    expect(shownAt('somewhere.else')).toBe('somewhere.else');
  });

  it('is told at once with the other missing fields, not after them', async () => {
    const resolve = recordResolver(complainsScreen, true);
    const values = { ...toFormValues(complainsScreen), subject: 'Bishaan' };
    const result = await resolve(values, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    } as never);
    expect(Object.keys(result.errors).sort()).toEqual([
      'complainantName',
      'description',
      'instituteId',
    ]);
    expect(result.errors.complainantName?.message).toBe('validation.required');
  });
});
