import {
  holdsDate,
  type AuditEntry,
  type Calendar,
  type FieldDecl,
  type Locale,
} from '@caffee/contract';
import type { TFunction } from 'i18next';
import { formatDate } from '../../i18n/format-date';
import { LANGUAGE_NAME_KEYS } from '../../i18n/language-names';
import { actionLabelKey, resourceLabelKey } from '../data/permission-labels';

/** What a history line needs to speak the reader's language. */
export interface LineContext {
  t: TFunction;
  locale: Locale;
  calendar: Calendar;
  /** The record type's declared fields: each change is shown by its field's kind. */
  fields: readonly FieldDecl[];
  /** The record as it is now: whether an event's days are dates (`dateOnlyWhen`). */
  record?: Readonly<Record<string, unknown>>;
}

/** Columns every row has, which tell nothing a reader needs. */
const SILENT = new Set(['id', 'createdAt', 'updatedAt', 'createdBy', 'deletedAt']);
/** A multilingual field's column of one language: `titleOm`. */
const COLUMN = /^(.+)(Om|En|Am)$/;
const LANGUAGE: Record<string, Locale> = { Om: 'om', En: 'en', Am: 'am' };
/**
 * A register's line (`user12`), and a child named in its parent's history: an agenda item
 * (`agendaItem20`, its titles) or a survey's question (`question7`, its texts).
 */
const LINE = /^user(\d+)$/;
const AGENDA_ITEM = /^(?:agendaItem|question)(\d+)$/;

/** The labels of fields that only the history has (lists of people, files, an agenda). */
const HISTORY_LABELS: Record<string, string> = {
  invitees: 'records.fields.inviteeIds',
  memberIds: 'crud.change.fields.memberIds',
  minutesFileId: 'meetings.minutes',
  pictureFileId: 'crud.fileTypes.profile',
  files: 'crud.files',
  agenda: 'crud.change.fields.agenda',
  permissions: 'roles.fields.permissions',
  presenter: 'meetings.presenter',
  position: 'crud.change.fields.position',
};

/** What an agenda item's history keeps of it (`meetings/agenda.ts` `agendaAudit`). */
interface AgendaAudit {
  id: number;
  position?: number;
  titleOm?: string | null;
  titleEn?: string | null;
  titleAm?: string | null;
  presenter?: string | null;
  decisionOm?: string | null;
  decisionEn?: string | null;
  decisionAm?: string | null;
  /** A survey's question is named by its text. */
  textOm?: string | null;
  textEn?: string | null;
  textAm?: string | null;
}

const AGENDA_FIELDS: readonly FieldDecl[] = [
  { name: 'title', kind: 'text', translatable: true },
  { name: 'presenter', kind: 'text' },
  { name: 'decision', kind: 'longText', translatable: true },
  { name: 'position', kind: 'number' },
];

/** What an agenda item's history entry may change, in the order its lines are read. */
const ITEM_KEYS = [
  'titleOm',
  'titleEn',
  'titleAm',
  'presenter',
  'decisionOm',
  'decisionEn',
  'decisionAm',
  'position',
];

const blank = (v: unknown) => v === null || v === undefined || v === '';
const shorten = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

/** An agenda item's title in the reader's language, else in the first language it has. */
function itemTitle(item: AgendaAudit | null | undefined, locale: Locale): string {
  if (!item) return '';
  const order: Locale[] = [locale, 'om', 'en', 'am'];
  for (const l of order) {
    const suffix = `${l[0]?.toUpperCase()}${l[1]}`;
    const title = item[`title${suffix}` as 'titleOm'];
    if (title) return title;
    const text = item[`text${suffix}` as 'textOm'];
    if (text) return shorten(text, 80);
  }
  return `#${item.id}`;
}

function label(field: string, ctx: LineContext): string {
  const column = COLUMN.exec(field);
  const base = column?.[1];
  const decl = base ? ctx.fields.find((f) => f.name === base && f.translatable) : undefined;
  if (column && base && decl) {
    const language = ctx.t(LANGUAGE_NAME_KEYS[LANGUAGE[column[2] ?? 'Om'] ?? 'om']);
    return `${label(base, ctx)} (${language})`;
  }
  const key = HISTORY_LABELS[field] ?? `records.fields.${field}`;
  return ctx.t(key, { defaultValue: field });
}

/** One value of a field as people read it: by the field's kind, a reference by its name. */
function value(
  field: string,
  v: unknown,
  ctx: LineContext,
  names: Record<string, string> | undefined,
): string {
  if (blank(v)) return '—';
  const decl = ctx.fields.find((f) => f.name === (COLUMN.exec(field)?.[1] ?? field));
  const named = typeof v === 'number' ? names?.[String(v)] : undefined;
  if (named !== undefined) return named;
  switch (decl?.kind) {
    case 'reference':
    case 'kebele':
      return `#${String(v)}`;
    case 'enum':
      return ctx.t(`records.enum.${decl.name}.${String(v)}`, { defaultValue: String(v) });
    case 'date':
      return formatDate(String(v), ctx.locale, ctx.calendar, { timeZone: 'UTC' });
    case 'datetime':
      return formatDate(String(v), ctx.locale, ctx.calendar, {
        dateStyle: 'medium',
        timeStyle: 'short',
      });
    case 'boolean':
      return ctx.t(v ? 'crud.yes' : 'crud.no');
    case 'longText':
      return shorten(String(v), 60);
    default:
      return shorten(typeof v === 'object' ? JSON.stringify(v) : String(v), 80);
  }
}

/** A register line's value, `present` or `excused: ill`, in words. */
function attendance(v: unknown, ctx: LineContext): string {
  if (typeof v !== 'string' || v === '') return '—';
  const at = v.indexOf(': ');
  const status = at < 0 ? v : v.slice(0, at);
  const word = ctx.t(`attendance.status.${status}`, { defaultValue: status });
  return at < 0 ? word : `${word} (${shorten(v.slice(at + 2), 60)})`;
}

const arrow = (name: string, from: string, to: string) => `${name}: ${from} → ${to}`;

/** A permission (`publications:comment`) as the role screens name it: "Publications (Comment)". */
function permissionLabel(v: unknown, ctx: LineContext): string {
  const name = String(v);
  const at = name.lastIndexOf(':');
  if (at < 0) return name;
  const [resource, action] = [name.slice(0, at), name.slice(at + 1)];
  const words = (key: string, fallback: string) => ctx.t(key, { defaultValue: fallback });
  return `${words(resourceLabelKey(resource), resource)} (${words(actionLabelKey(action), action)})`;
}

/** The lines of a list that was replaced whole: who or what was added and taken off. */
function listLines(
  before: unknown[],
  after: unknown[],
  show: (v: unknown) => string,
  ctx: LineContext,
): string[] {
  const key = (v: unknown) => JSON.stringify(v);
  const had = new Set(before.map(key));
  const has = new Set(after.map(key));
  const added = after.filter((v) => !had.has(key(v))).map(show);
  const removed = before.filter((v) => !has.has(key(v))).map(show);
  return [
    ...(added.length ? [`${ctx.t('crud.change.added')}: ${added.join(', ')}`] : []),
    ...(removed.length ? [`${ctx.t('crud.change.removed')}: ${removed.join(', ')}`] : []),
  ];
}

/** What changed of one agenda item (or question), field by field, among `keys`. */
function itemLines(
  before: AgendaAudit,
  after: AgendaAudit,
  keys: readonly string[],
  ctx: LineContext,
): string[] {
  const sub = { ...ctx, fields: AGENDA_FIELDS };
  const was = before as unknown as Record<string, unknown>;
  const is = after as unknown as Record<string, unknown>;
  return keys
    .filter((key) => was[key] !== is[key])
    .map((key) =>
      arrow(label(key, sub), value(key, was[key], sub, {}), value(key, is[key], sub, {})),
    );
}

/** An item's fields an agenda replaced whole may change besides its title and place. */
const KEPT_ITEM_KEYS = ITEM_KEYS.filter((key) => !key.startsWith('title') && key !== 'position');

/**
 * An agenda replaced whole: the items added, removed and renamed, what else changed of each
 * (its presenter, its decision), and whether it was reordered.
 */
function agendaLines(before: AgendaAudit[], after: AgendaAudit[], ctx: LineContext): string[] {
  const title = (item: AgendaAudit) => itemTitle(item, ctx.locale);
  const old = new Map(before.map((i) => [i.id, i]));
  const kept = new Set(after.map((i) => i.id));
  const lines = listLines(
    before.filter((i) => !kept.has(i.id)),
    after.filter((i) => !old.has(i.id)),
    (i) => title(i as AgendaAudit),
    ctx,
  );
  for (const item of after) {
    const was = old.get(item.id);
    if (!was) continue;
    if (title(was) !== title(item)) lines.push(`${title(was)} → ${title(item)}`);
    for (const line of itemLines(was, item, KEPT_ITEM_KEYS, ctx)) {
      lines.push(`${title(item)} — ${line}`);
    }
  }
  const order = (items: AgendaAudit[]) =>
    items
      .filter((i) => old.has(i.id) && kept.has(i.id))
      .map((i) => i.id)
      .join();
  if (order(before) !== order(after)) lines.push(ctx.t('crud.change.moved'));
  return lines;
}

/**
 * The context with the date-times an entry wrote as days read as dates: an all-day event's
 * start and end, when the entry made it all-day, or the record is all-day now.
 */
function withDays(entry: AuditEntry, ctx: LineContext): LineContext {
  if (!ctx.fields.some((f) => f.dateOnlyWhen)) return ctx;
  const written = Object.fromEntries(
    Object.entries(entry.changes ?? {}).map(([field, change]) => [
      field,
      Array.isArray(change) ? (change as unknown[])[1] : undefined,
    ]),
  );
  const now = { ...ctx.record, ...written };
  const fields = ctx.fields.map((f) =>
    f.dateOnlyWhen && holdsDate(f, now) ? { ...f, kind: 'date' as const } : f,
  );
  return { ...ctx, fields };
}

/** What the entry is about, in words: its action, and the child it names. */
/** An import's line on its importer's account: the list it wrote into and its counts. */
function importSummary(changes: NonNullable<AuditEntry['changes']>, { t }: LineContext): string {
  const now = (key: string) => (changes[key] as [unknown, unknown] | undefined)?.[1];
  const into = String(now('into') ?? '');
  return t('crud.importSummary', {
    list: t([`records.types.${into}`, `records.nav.${into}`], { defaultValue: into }),
    created: now('created') ?? 0,
    updated: now('updated') ?? 0,
    unchanged: now('unchanged') ?? 0,
  });
}

export function entryHeading(entry: AuditEntry, ctx: LineContext): string {
  const action = ctx.t(`crud.actions.${entry.action}`, { defaultValue: entry.action });
  const item = Object.entries(entry.changes ?? {}).find(([f]) => AGENDA_ITEM.test(f))?.[1];
  if (!item) return action;
  const [before, after] = item as [AgendaAudit | null, AgendaAudit | null];
  return `${action}: ${itemTitle(after ?? before, ctx.locale)}`;
}

/**
 * The entry's changes as lines people read: each field by its label, `old → new` by the
 * field's kind, references by the names the server gave beside the changes. A creation
 * lists no fields (the record shows them); a child named in the heading is not repeated.
 */
export function entryLines(entry: AuditEntry, lineContext: LineContext): string[] {
  if (entry.action === 'create' || !entry.changes) return [];
  if (entry.action === 'import') return [importSummary(entry.changes, lineContext)];
  const ctx = withDays(entry, lineContext);
  const lines: string[] = [];
  for (const [field, [before, after]] of Object.entries(entry.changes)) {
    if (SILENT.has(field)) continue;
    const names = entry.names?.[field];
    const line = LINE.exec(field);
    if (line) {
      const person = names?.[line[1] ?? ''] ?? ctx.t('crud.formerUser', { id: line[1] });
      lines.push(arrow(person, attendance(before, ctx), attendance(after, ctx)));
    } else if (AGENDA_ITEM.test(field)) {
      if (!before || !after) continue;
      lines.push(...itemLines(before as AgendaAudit, after as AgendaAudit, ITEM_KEYS, ctx));
    } else if (field === 'agenda') {
      lines.push(
        ...agendaLines((before ?? []) as AgendaAudit[], (after ?? []) as AgendaAudit[], ctx),
      );
    } else if (Array.isArray(before) || Array.isArray(after)) {
      const show =
        field === 'permissions'
          ? (v: unknown) => permissionLabel(v, ctx)
          : (v: unknown) => value(field, v, ctx, names);
      const listed = listLines((before ?? []) as unknown[], (after ?? []) as unknown[], show, ctx);
      // An edit's list (its files) says which list; an action of its own (invitees) has said it.
      const own = entry.action !== 'update' && entry.action !== 'delete';
      lines.push(...(own ? listed : listed.map((l) => `${label(field, ctx)} — ${l}`)));
    } else if (field === 'reason' && blank(before)) {
      // A workflow step's reason: said once, with the step.
      lines.push(`${label(field, ctx)}: ${String(after)}`);
    } else {
      const name = label(field, ctx);
      lines.push(arrow(name, value(field, before, ctx, names), value(field, after, ctx, names)));
    }
  }
  return lines;
}
