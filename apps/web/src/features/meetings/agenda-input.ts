import { LOCALES, type AgendaItem, type Locale } from '@caffee/contract';
import type { FieldValues, Resolver, ResolverResult } from 'react-hook-form';
import { encodeFieldMessage } from '../../forms/field-message';

/** What the add-item form holds: the title in each language and the presenter. */
export interface AgendaItemValues {
  title: Record<Locale, string>;
  presenter: string;
}

/** What `POST meetings/{id}/agenda-items` takes (the files go beside it). */
export interface AgendaItemBody {
  /** The filled languages; null when none is (the schema then refuses it). */
  title: Partial<Record<Locale, string>> | null;
  presenter?: string;
}

export const emptyAgendaItem = (): AgendaItemValues => ({
  title: { om: '', en: '', am: '' },
  presenter: '',
});

/** The body of a new item: trimmed texts, blank languages and a blank presenter left out. */
export function toAgendaItemBody(values: AgendaItemValues): AgendaItemBody {
  const filled = LOCALES.map((l) => [l, (values.title[l] ?? '').trim()] as const).filter(
    ([, text]) => text !== '',
  );
  const presenter = values.presenter.trim();
  return {
    title: filled.length ? Object.fromEntries(filled) : null,
    ...(presenter ? { presenter } : {}),
  };
}

/**
 * Checks the add-item form: a title in at least one language. A valid form hands the body
 * to the submit; the server checks the rest (lengths) and answers per field.
 */
export const agendaItemResolver: Resolver<FieldValues> = async (
  values,
): Promise<ResolverResult<FieldValues>> => {
  const body = toAgendaItemBody(values as AgendaItemValues);
  if (body.title) return { values: { ...body }, errors: {} };
  const message = encodeFieldMessage('validation.oneLanguage');
  return { values: {}, errors: { title: { type: 'required', message } } };
};

/** The agenda in its order (position, then the older item first). */
export const orderedAgenda = (items: readonly AgendaItem[]): AgendaItem[] =>
  [...items].sort((a, b) => a.position - b.position || a.id - b.id);
