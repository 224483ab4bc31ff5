import { LOCALES, type AgendaItem, type Locale } from '@caffee/contract';
import type { FieldValues, Resolver, ResolverResult } from 'react-hook-form';
import { encodeFieldMessage } from '../../forms/field-message';

/** What an agenda item's form holds: the title in each language and the presenter. */
export interface AgendaItemValues {
  title: Record<Locale, string>;
  presenter: string;
}

/** What `POST`/`PATCH meetings/{id}/agenda-items` take (the files go beside it). */
export interface AgendaItemBody {
  /** The filled languages; null when none is (the schema then refuses it). */
  title: Partial<Record<Locale, string>> | null;
  presenter?: string;
}

export const emptyAgendaItem = (): AgendaItemValues => ({
  title: { om: '', en: '', am: '' },
  presenter: '',
});

/** An item's form values: its saved texts, or empty ones for a new item. */
export const agendaItemValues = (item?: AgendaItem): AgendaItemValues =>
  item
    ? {
        title: {
          om: item.translations.title.om ?? '',
          en: item.translations.title.en ?? '',
          am: item.translations.title.am ?? '',
        },
        presenter: item.presenter ?? '',
      }
    : emptyAgendaItem();

/**
 * The body of an item: trimmed texts. A new item leaves blank languages and a blank
 * presenter out; an edit sends them blank, which clears what was saved.
 */
export function toAgendaItemBody(values: AgendaItemValues, editing = false): AgendaItemBody {
  const texts = LOCALES.map((l) => [l, (values.title[l] ?? '').trim()] as const);
  const filled = texts.filter(([, text]) => text !== '');
  const presenter = values.presenter.trim();
  return {
    title: filled.length ? Object.fromEntries(editing ? texts : filled) : null,
    ...(presenter || editing ? { presenter } : {}),
  };
}

/**
 * Checks an item's form: a title in at least one language. A valid form hands the body to
 * the submit; the server checks the rest (lengths) and answers per field.
 */
export const agendaItemResolver =
  (editing: boolean): Resolver<FieldValues> =>
  async (values): Promise<ResolverResult<FieldValues>> => {
    const body = toAgendaItemBody(values as AgendaItemValues, editing);
    if (body.title) return { values: { ...body }, errors: {} };
    const message = encodeFieldMessage('validation.oneLanguage');
    return { values: {}, errors: { title: { type: 'required', message } } };
  };

/** The agenda in its order (position, then the older item first). */
export const orderedAgenda = (items: readonly AgendaItem[]): AgendaItem[] =>
  [...items].sort((a, b) => a.position - b.position || a.id - b.id);
