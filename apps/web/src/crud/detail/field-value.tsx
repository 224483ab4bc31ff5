import { holdsDate } from '@caffee/contract';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../i18n/format-date';
import { usePrefs } from '../../store/hooks';
import type { FieldSpec, RecordRow } from '../screen';

/** One field of a record as text: dates in the user's calendar, enums and refs by name. */
export function FieldValue({ field, record }: { field: FieldSpec; record: RecordRow }) {
  const { t } = useTranslation();
  const { locale, calendar } = usePrefs();
  const value = record[field.name];
  if (field.display) return <field.display field={field} record={record} />;
  if (field.choices && typeof value === 'string') return <>{t(field.choices.labelKey(value))}</>;
  if (field.kind === 'reference') {
    // `{ id, name }`, or `{ id, title }` for a register's meeting.
    const ref = field.refField
      ? (record[field.refField] as { name?: string; title?: string } | null)
      : null;
    if (ref?.name ?? ref?.title) return <>{ref.name ?? ref.title}</>;
    return <>{value === null || value === undefined ? '—' : `#${String(value)}`}</>;
  }
  if (field.kind === 'titles') {
    const items = (record[field.source ?? ''] ?? []) as { id: number; title: string }[];
    if (items.length === 0) return <>—</>;
    return (
      <ol style={{ margin: 0, paddingInlineStart: '1.25em' }}>
        {items.map((item) => (
          <li key={item.id}>{item.title}</li>
        ))}
      </ol>
    );
  }
  if (value === null || value === undefined || value === '') return <>—</>;
  // A calendar date (an all-day event's day too) is its own day: read at UTC, without a time.
  if (holdsDate(field, record)) {
    const style = field.kind === 'date' ? 'long' : 'medium';
    return (
      <>{formatDate(String(value), locale, calendar, { dateStyle: style, timeZone: 'UTC' })}</>
    );
  }
  switch (field.kind) {
    case 'datetime':
      return (
        <>
          {formatDate(String(value), locale, calendar, { dateStyle: 'medium', timeStyle: 'short' })}
        </>
      );
    case 'boolean':
      return <>{t(value ? 'crud.yes' : 'crud.no')}</>;
    case 'enum':
      return (
        <Chip
          size="small"
          variant="outlined"
          label={t(`records.enum.${field.name}.${String(value)}`)}
        />
      );
    default:
      return <>{String(value)}</>;
  }
}
