import { LOCALES, type AgendaItem, type Locale } from '@caffee/contract';
import type { FieldValues, Resolver, ResolverResult } from 'react-hook-form';
import { encodeFieldMessage } from '../../forms/field-message';

/** What an agenda item's form holds: the title and the decision in each language, the presenter. */
export interface AgendaItemValues {
  title: Record<Locale, string>;
  presenter: string;
  decision?: Record<Locale, string>;
}

/** What `POST`/`PATCH meetings/{id}/agenda-items` take (the files go beside it). */
export interface AgendaItemBody {
  /** The filled languages; null when none is (the schema then refuses it). */
  title: Partial<Record<Locale, string>> | null;
  presenter?: string;
  /** The decision's filled languages; null clears it (an edit with none filled). */
  decision?: Partial<Record<Locale, string>> | null;
}

export const emptyAgendaItem = (): AgendaItemValues => ({
  title: { om: '', en: '', am: '' },
  presenter: '',
  decision: { om: '', en: '', am: '' },
});

const textsOf = (t: { om: string | null; en: string | null; am: string | null }) => ({
  om: t.om ?? '',
  en: t.en ?? '',
  am: t.am ?? '',
});

/** An item's form values: its saved texts, or empty ones for a new item. */
export const agendaItemValues = (item?: AgendaItem): AgendaItemValues =>
  item
    ? {
        title: textsOf(item.translations.title),
        presenter: item.presenter ?? '',
        decision: textsOf(item.translations.decision),
      }
    : emptyAgendaItem();

/**
 * The body of an item: trimmed texts. A new item leaves blank languages and a blank
 * presenter out; an edit sends them blank, which clears what was saved.
 */
export function toAgendaItemBody(values: AgendaItemValues, editing = false): AgendaItemBody {
  /** The languages to send: all of them on an edit (blank clears), the filled ones else. */
  const languages = (texts: Record<Locale, string> | undefined) => {
    const all = LOCALES.map((l) => [l, (texts?.[l] ?? '').trim()] as const);
    const filled = all.filter(([, text]) => text !== '');
    return filled.length ? Object.fromEntries(editing ? all : filled) : null;
  };
  const presenter = values.presenter.trim();
  const decision = languages(values.decision);
  return {
    title: languages(values.title),
    ...(presenter || editing ? { presenter } : {}),
    ...(decision || editing ? { decision } : {}),
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
