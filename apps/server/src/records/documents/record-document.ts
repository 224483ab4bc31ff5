// Any record as a document (`GET /{type}/{id}/document.pdf`), from its type's declaration: its
// fields under their labels as its page shows them (references by name, choices by label,
// dates in the reader's calendar: the export's cells, export-columns.ts), its long texts as
// paragraphs, its files listed and, if asked, its history.
import type { AuditEntry, Calendar, FieldDecl, Resource, StoredFile } from '@caffee/contract';
import type { Content } from 'pdfmake';
import type { Services } from '../../services.js';
import { commentsOn } from '../comments.js';
import { exportCells, exportColumns, exportableFields } from '../export-columns.js';
import { fieldLabel, words } from '../export-words.js';
import type { RequestContext, ServerResource } from '../server-resource.js';
import { dateTime, framing } from './document-parts.js';
import { renderPdf } from './pdf.js';

export interface DocumentOptions {
  calendar: Calendar;
  /** `auditHistory`: the record's history as the reader may see it; `comments`: its comments. */
  includes: readonly string[];
  /** What the document is, if not the record type's name (a complaint's file). */
  kind?: string | undefined;
}

/** Whether a field belongs to this record (a member's profile field on a member only). */
const applies = (field: FieldDecl, record: Record<string, unknown>) =>
  !field.when || field.when.values.includes(String(record[field.when.field]));

const NONE = '—';
/** A value as a document writes it: a dash for none. */
export const text = (value: unknown) =>
  value === null || value === undefined || value === '' ? NONE : String(value);

/** The includes a record's page reads its references' and children's names from. */
export function includesOf(resource: ServerResource): string[] {
  const own = Object.keys(resource.includes ?? {});
  const named = resource.contract.fields.flatMap((f) => [f.refField, f.source]);
  return own.filter((name) => named.includes(name));
}

/** A child list's items as lines: invitees by name, options and agenda items by title. */
function childLines(field: FieldDecl, record: Record<string, unknown>): string[] {
  const items = record[field.source ?? field.name];
  if (!Array.isArray(items)) return [];
  return items.map((item: unknown) => {
    const named = item as { name?: unknown; title?: unknown; label?: unknown };
    return text(named?.name ?? named?.title ?? named?.label ?? item);
  });
}

/**
 * `[label, value]` rows of a record's fields `names` (those it has), as its export reads them:
 * references by name, choices by label, dates in the reader's calendar (a date's ISO column,
 * which the export writes beside it, left out).
 */
export async function fieldRows(
  services: Services,
  resource: ServerResource,
  served: (path: Resource) => ServerResource,
  ctx: RequestContext,
  record: Record<string, unknown>,
  names: readonly string[],
  calendar: Calendar,
): Promise<Content[][]> {
  const { locale } = ctx;
  const exportable = exportableFields(resource);
  const columns = exportColumns(resource, {
    columns: names.filter((n) => exportable.has(n)),
    format: 'people',
    locale,
    calendar,
  });
  const [cells = []] = await exportCells(services, columns, { locale, calendar }, served, {
    ...(resource.includes ? { includes: resource.includes } : {}),
    ctx,
  })([record]);
  return columns.flatMap((column, i) =>
    (column.kind === 'date' || column.kind === 'datetime') && !column.local
      ? []
      : [[{ text: column.header, style: 'label' }, text(cells[i])]],
  );
}

/** Label and value rows as a two-column table. */
export const fieldsTable = (rows: Content[][]): Content => ({
  table: { widths: [140, '*'], body: rows },
  layout: 'lightHorizontalLines',
});

/** The PDF of one record as `ctx`'s reader reads it (in `ctx.locale`). */
export async function recordDocument(
  services: Services,
  resource: ServerResource,
  served: (path: Resource) => ServerResource,
  ctx: RequestContext,
  record: Record<string, unknown>,
  options: DocumentOptions,
): Promise<Buffer> {
  const { contract } = resource;
  const { locale } = ctx;
  const { calendar } = options;
  const exportable = exportableFields(resource);
  const shown = contract.fields.filter((f) => applies(f, record) && f.name !== contract.title);
  const short = shown.filter((f) => exportable.has(f.name) && f.kind !== 'longText');
  const long = shown.filter((f) => f.kind === 'longText' && exportable.has(f.name));
  const lists = shown.filter((f) => !exportable.has(f.name) && f.source);

  const names = [...short.map((f) => f.name), 'createdAt', 'updatedAt'];
  const rows = await fieldRows(services, resource, served, ctx, record, names, calendar);

  // pdfmake refuses a table without rows: a type with no short field has none.
  const content: Content[] = rows.length ? [fieldsTable(rows)] : [];
  for (const field of long) {
    content.push(
      { text: fieldLabel(locale, field.name) ?? field.name, style: 'section' },
      { text: text(record[field.name]) },
    );
  }
  for (const field of lists) {
    const lines = childLines(field, record);
    content.push(
      { text: fieldLabel(locale, field.name) ?? field.name, style: 'section' },
      lines.length ? { ol: lines } : { text: NONE },
    );
  }
  if (contract.files.length) {
    const files = (record.files ?? []) as StoredFile[];
    content.push(
      { text: words(locale, 'crud.files') ?? 'Files', style: 'section' },
      files.length
        ? { ul: files.map((f) => `${f.originalName} (${f.mediaType}, ${sizeOf(f.size)})`) }
        : { text: words(locale, 'crud.document.noFiles') ?? NONE },
    );
  }
  const history = record.auditHistory as AuditEntry[] | undefined;
  if (options.includes.includes('auditHistory') && history) {
    content.push(
      { text: words(locale, 'crud.history') ?? 'History', style: 'section' },
      history.length
        ? historyTable(history, ctx, calendar)
        : { text: words(locale, 'crud.noHistory') ?? NONE },
    );
  }

  if (options.includes.includes('comments') && contract.comments) {
    const comments = await commentsOn(services, contract.path, record.id as number);
    content.push(
      { text: words(locale, 'crud.comments') ?? 'Comments', style: 'section' },
      comments.length
        ? {
            table: {
              widths: [110, 110, '*'],
              body: comments.map((c) => [
                dateTime(c.createdAt, locale, calendar, 'medium'),
                text(c.authorName),
                text(c.body),
              ]),
            },
            layout: 'lightHorizontalLines',
            fontSize: 9,
          }
        : { text: words(locale, 'crud.noComments') ?? NONE },
    );
  }
  return renderPdf(
    {
      ...(await framing(services, ctx, calendar)),
      title: text(record[contract.title]),
      kind: options.kind ?? words(locale, `records.types.${contract.path}`) ?? contract.path,
    },
    content,
  );
}

/** A size as people read it: KB or MB. */
export const sizeOf = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The history, oldest first: when, who, what (the screens' words for each action). */
function historyTable(entries: AuditEntry[], ctx: RequestContext, calendar: Calendar): Content {
  const { locale } = ctx;
  const sorted = [...entries].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return {
    table: {
      headerRows: 0,
      widths: [120, 120, '*'],
      body: sorted.map((entry) => [
        dateTime(entry.createdAt, locale, calendar, 'medium'),
        entry.actorId === null
          ? (words(locale, 'crud.system') ?? '')
          : (entry.actorName ?? words(locale, 'crud.formerUser', { id: entry.actorId }) ?? ''),
        [
          words(locale, `crud.actions.${entry.action}`) ?? entry.action,
          entry.source ? ` · ${words(locale, 'crud.importedFrom', { file: entry.source })}` : '',
          // A workflow step's reason (a complaint resolved or rejected, and why).
          typeof entry.changes?.reason?.[1] === 'string' ? `: ${entry.changes.reason[1]}` : '',
        ].join(''),
      ]),
    },
    layout: 'lightHorizontalLines',
    fontSize: 9,
  };
}
