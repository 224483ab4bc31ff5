import type { AuditEntry } from '@caffee/contract';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../i18n/format-date';
import { usePrefs } from '../store/hooks';

/** A record's history, newest first: what happened, who did it, when, which fields changed. */
export function AuditTimeline({ entries }: { entries: readonly AuditEntry[] }) {
  const { t } = useTranslation();
  const { locale, calendar } = usePrefs();
  const sorted = [...entries].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
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
            <Typography sx={{ fontWeight: 500 }}>
              {t(`crud.actions.${entry.action}`, { defaultValue: entry.action })}
              {entry.action !== 'create' &&
                typeof entry.changes?.status?.[1] === 'string' &&
                ` → ${t(`records.enum.status.${entry.changes.status[1]}`, { defaultValue: entry.changes.status[1] })}`}
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
            </Typography>
            {entry.action !== 'create' &&
              entry.changes &&
              Object.keys(entry.changes).length > 0 && (
                <Typography variant="body2" color="text.secondary">
                  {t('crud.changed')}:{' '}
                  {Object.keys(entry.changes)
                    .map((f) => t(`records.fields.${f}`, { defaultValue: f }))
                    .join(', ')}
                </Typography>
              )}
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
