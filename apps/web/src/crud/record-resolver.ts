import type { FieldValues, Resolver } from 'react-hook-form';
import { formResolver } from '../forms/form-resolver';
import { toBody, type FormValues } from './record-derive';
import type { RecordScreen } from './screen';

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
    if (Object.keys(result.errors).length > 0) return { values: {}, errors: result.errors };
    return { values: body, errors: {} };
  };
}
