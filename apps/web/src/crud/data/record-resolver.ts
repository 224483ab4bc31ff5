import { LOCALES, recordContract } from '@caffee/contract';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { encodeFieldMessage } from '../../forms/field-message';
import { camelJoin } from './field-path';
import { formResolver } from '../../forms/form-resolver';
import { applies, errorFieldNames, formFields, toBody, type FormValues } from './record-derive';
import type { RecordScreen } from '../screen';

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

const isBlankValue = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** The create or update schema of a record type: the screen's own, else the contract's. */
function bodySchema(screen: RecordScreen, creating: boolean) {
  const schemas = screen.schemas ?? recordContract(screen.contract);
  return creating ? schemas.create : schemas.update;
}

/**
 * The fields a record must have, by the contract's create schema (a multilingual one: in one
 * language at least) or its declaration (`required`: a refinement of the schema asks for it,
 * as a complaint asks for its complainant's name): the form marks them, on a new record and
 * an edited one alike.
 */
export function requiredFields(screen: RecordScreen): ReadonlySet<string> {
  const { shape } = bodySchema(screen, true);
  const bySchema = Object.entries(shape)
    .filter(
      ([, schema]) =>
        !(schema as { safeParse: (v: unknown) => { success: boolean } }).safeParse(undefined)
          .success,
    )
    .map(([name]) => name);
  const declared = formFields(screen)
    .filter((f) => f.required)
    .map((f) => f.name);
  return new Set([...bySchema, ...declared]);
}

/**
 * Where the form shows a field the contract names: under its own name, or, for a part of a
 * nested value the form edits as one flat field (`complainant.name`, edited as
 * `complainantName`), under that field; else as named (the form's error summary shows it).
 */
export function shownFieldOf(screen: RecordScreen): (path: string) => string {
  const shown = new Set(errorFieldNames(screen));
  return (path) => {
    if (shown.has(path)) return path;
    const flat = camelJoin(path);
    return shown.has(flat) ? flat : path;
  };
}

/** The body a record form sends (see `toBody`), with the fields its schema takes. */
export const recordBody = (screen: RecordScreen, values: FormValues, creating: boolean) =>
  toBody(screen, values, creating, bodySchema(screen, creating).shape);

/**
 * Checks a record form with the contract's create or update schema, on the body the form
 * will send; a valid form hands that body (not the schema's output) to the submit.
 */
export function recordResolver(screen: RecordScreen, creating: boolean): Resolver<FormValues> {
  const schema = bodySchema(screen, creating);
  const check = formResolver(
    // Run even when another field is wrong, so the form says at once all that is missing.
    screen.checkBody ? schema.superRefine(screen.checkBody, { when: () => true }) : schema,
    {},
    shownFieldOf(screen),
  );
  const declared = creating
    ? formFields(screen).filter((f) => f.required && f.name in schema.shape)
    : [];
  return async (values, context, options) => {
    const body = recordBody(screen, values, creating);
    const result = await check(body as FieldValues, context, options as never);
    // A field a refinement asks for is told at once, not after every other field is right
    // (a schema's refinements run only on an otherwise valid body).
    const errors: FieldErrors<FormValues> = { ...result.errors };
    for (const field of declared) {
      if (errors[field.name] || !applies(field, values) || !isBlankValue(body[field.name]))
        continue;
      errors[field.name] = { type: 'required', message: encodeFieldMessage('validation.required') };
    }
    if (Object.keys(errors).length > 0) {
      return { values: {}, errors: onFirstLanguage(errors, values) };
    }
    return { values: body, errors: {} };
  };
}
