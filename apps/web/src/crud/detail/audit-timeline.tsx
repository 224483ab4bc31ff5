import type { AuditEntry, FieldDecl } from '@caffee/contract';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../i18n/format-date';
import { usePrefs } from '../../store/hooks';
import { entryHeading, entryLines, type LineContext } from './audit-lines';

/**
 * A record's history, newest first: what happened, who did it, when, and each change in
 * words (`audit-lines.ts`), by the record type's declared `fields`.
 */
export function AuditTimeline({
  entries,
  fields = [],
  record,
}: {
  entries: readonly AuditEntry[];
  fields?: readonly FieldDecl[];
  /** The record as it is now (an all-day event's days read as dates). */
  record?: Readonly<Record<string, unknown>>;
}) {
  const { t } = useTranslation();
  const { locale, calendar } = usePrefs();
  const ctx: LineContext = { t, locale, calendar, fields, record };
  // A save that changed no field (a meeting's agenda or invitees have entries of their own)
  // tells the reader nothing.
  const sorted = entries
    .filter((e) => e.action !== 'update' || (e.changes && Object.keys(e.changes).length > 0))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <Stack spacing={1.5} data-testid="audit-timeline">
      <Typography variant="h6" component="h2">
        {t('crud.history')}
      </Typography>
      {sorted.length === 0 && <Typography color="text.secondary">{t('crud.noHistory')}</Typography>}
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {sorted.map((entry) => (
          <Box
            component="li"
            key={entry.id}
            data-testid="audit-entry"
            sx={{
              borderLeft: 2,
              borderColor: 'primary.main',
              pl: 2,
              pb: 1.5,
              position: 'relative',
            }}
          >
            <Typography sx={{ fontWeight: 500 }} data-testid="audit-heading">
              {entryHeading(entry, ctx)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {entry.actorId === null
                ? t('crud.system')
                : (entry.actorName ?? t('crud.formerUser', { id: entry.actorId }))}{' '}
              ·{' '}
              {formatDate(entry.createdAt, locale, calendar, {
                dateStyle: 'medium',
                timeStyle: 'short',
              })}
              {entry.source && (
                <>
                  {' · '}
                  <span data-testid="audit-source">
                    {t('crud.importedFrom', { file: entry.source })}
                  </span>
                </>
              )}
            </Typography>
            {entryLines(entry, ctx).map((line, i) => (
              <Typography
                key={i}
                variant="body2"
                data-testid="audit-change"
                sx={{ overflowWrap: 'anywhere' }}
              >
                {line}
              </Typography>
            ))}
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
