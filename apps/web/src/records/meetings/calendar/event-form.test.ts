import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { formResolver } from '../../../forms/form-resolver';
import { eventDefaults, EventFormSchema, type EventFormValues } from './event-form';

const options = {
  fields: {},
  shouldUseNativeValidation: false,
} as ResolverOptions<EventFormValues>;

/** The dialog's error messages (i18n keys with their values) by input. */
async function errorsOf(change: Partial<EventFormValues>) {
  const values = { ...eventDefaults('2026-05-01'), title: { om: 'Walgahii', en: '', am: '' } };
  const result = await formResolver(EventFormSchema)({ ...values, ...change }, undefined, options);
  return Object.fromEntries(
    Object.entries(result.errors).map(([name, e]) => [name, (e as { message: string }).message]),
  );
}

describe("the event dialog's dates", () => {
  it("checks the contract's orderings on the dialog's own inputs", async () => {
    expect(await errorsOf({})).toEqual({});
    expect(await errorsOf({ start: '2026-05-01T09:00', end: '2026-05-01T09:00' })).toEqual({});
    expect(await errorsOf({ end: '2026-05-01T08:00' })).toEqual({
      end: 'fieldErrors.dateNotBefore|{"field":"startsAt"}',
    });
    expect(
      await errorsOf({ repeat: 'weekly', repeatEnd: 'until', repeatUntil: '2026-04-30' }),
    ).toEqual({ repeatUntil: 'fieldErrors.dateNotBefore|{"field":"startsAt"}' });
  });

  it('keeps every date within the product bounds', async () => {
    expect(await errorsOf({ start: '1899-12-31T09:00' })).toEqual({
      start: 'fieldErrors.dateRange|{"min":"1900-01-01","max":"2099-12-31"}',
    });
  });
});
