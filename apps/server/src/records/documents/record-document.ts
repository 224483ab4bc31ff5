// Any record as a document (`GET /{type}/{id}/document.pdf`), from its type's declaration: its
// fields under their labels as its page shows them (references by name, choices by label,
// dates in the reader's calendar: the export's cells, export-columns.ts), its long texts as
// paragraphs, its files listed and, if asked, its history.
import type { AuditEntry, Calendar, FieldDecl, Resource, StoredFile } from '@caffee/contract';
import type { Content } from 'pdfmake';
import type { Services } from '../../services.js';
import { exportCells, exportColumns, exportableFields } from '../export-columns.js';
import { fieldLabel, words } from '../export-words.js';
import type { RequestContext, ServerResource } from '../server-resource.js';
import { dateTime, printedLine } from './document-parts.js';
import { renderPdf } from './pdf.js';

export interface DocumentOptions {
  calendar: Calendar;
  /** `auditHistory`: the record's history as the reader may see it. */
  includes: readonly string[];
}

/** Whether a field belongs to this record (a member's profile field on a member only). */
const applies = (field: FieldDecl, record: Record<string, unknown>) =>
  !field.when || field.when.values.includes(String(record[field.when.field]));

const NONE = '—';
const text = (value: unknown) =>
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

  // The cells of the record's short fields and stamps, as its export reads them; a date's
  // ISO column is left for the reading in the reader's calendar.
  const names = [...short.map((f) => f.name), 'createdAt', 'updatedAt'].filter((n) =>
    exportable.has(n),
  );
  const columns = exportColumns(resource, {
    columns: names,
    format: 'people',
    locale,
    calendar,
  });
  const [cells = []] = await exportCells(services, columns, { locale, calendar }, served, {
    ...(resource.includes ? { includes: resource.includes } : {}),
    ctx,
  })([record]);
  const rows = columns.flatMap((column, i) =>
    (column.kind === 'date' || column.kind === 'datetime') && !column.local
      ? []
      : [[{ text: column.header, style: 'label' }, text(cells[i])]],
  );

  // pdfmake refuses a table without rows: a type with no short field has none.
  const content: Content[] = rows.length
    ? [{ table: { widths: [140, '*'], body: rows }, layout: 'lightHorizontalLines' }]
    : [];
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

  return renderPdf(
    {
      locale,
      title: text(record[contract.title]),
      kind: words(locale, `records.types.${contract.path}`) ?? contract.path,
      printed: printedLine(ctx, calendar),
    },
    content,
  );
}

/** A size as people read it: KB or MB. */
const sizeOf = (bytes: number) =>
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
        ].join(''),
      ]),
    },
    layout: 'lightHorizontalLines',
    fontSize: 9,
  };
}
