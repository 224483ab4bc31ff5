import { LOCALES } from '@caffee/contract';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { encodeFieldMessage } from '../forms/field-message';
import { formResolver } from '../forms/form-resolver';
import { toBody, type FormValues } from './record-derive';
import type { RecordScreen } from './screen';

const isLanguages = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && 'om' in value;

/**
 * A multilingual field is checked as the one value it is sent as; its failure is shown on
 * its first language's input, so that input is marked invalid and gets the focus.
 */
function onFirstLanguage(errors: FieldErrors<FormValues>, values: FormValues) {
  const out: FieldErrors<FormValues> = { ...errors };
  for (const [name, error] of Object.entries(errors)) {
    const value = values[name];
    if (!isLanguages(value) || typeof (error as FieldError | undefined)?.message !== 'string') {
      continue;
    }
    const empty = LOCALES.every((l) => !(value[l] ?? '').trim());
    const message = empty ? encodeFieldMessage('fieldErrors.oneLanguage') : error!.message;
    out[name] = { om: { ...(error as FieldError), message } } as FieldErrors<FormValues>[string];
  }
  return out;
}

/**
 * Checks a record form with the contract's create or update schema, on the body the form
 * will send; a valid form hands that body (not the schema's output) to the submit.
 */
export function recordResolver(screen: RecordScreen, creating: boolean): Resolver<FormValues> {
  const schema = creating ? screen.contract.create : screen.contract.update;
  const check = formResolver(schema);
  return async (values, context, options) => {
    const body = toBody(screen, values, creating);
    const result = await check(body as FieldValues, context, options as never);
    if (Object.keys(result.errors).length > 0) {
      return { values: {}, errors: onFirstLanguage(result.errors, values) };
    }
    return { values: body, errors: {} };
  };
}
