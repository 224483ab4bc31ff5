import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '../../../components/notices';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { formatDate } from '../../../i18n/format-date';
import { usePrefs } from '../../../store/hooks';
import { useFeedLink } from './calendar-api';

/** The personal `.ics` address to subscribe to in a calendar app, or to download once. */
export function FeedLinkDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { locale, calendar } = usePrefs();
  const { enqueueSnackbar } = useSnackbar();
  const titleId = useId();
  const link = useFeedLink(open);
  const url = link.data?.url ?? '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      enqueueSnackbar(t('calendarView.feed.copied'), { variant: 'success' });
    } catch {
      enqueueSnackbar(t('calendarView.feed.copyFailed'), { variant: 'warning' });
    }
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('calendarView.feed.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {t('calendarView.feed.help')}
          </Typography>
          <ApiErrorAlert error={link.error} />
          {link.isPending && !link.error && <Skeleton variant="rounded" height={56} />}
          {link.data && (
            <>
              <TextField
                label={t('calendarView.feed.url')}
                value={url}
                slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'feed-url' } }}
                onFocus={(event) => event.target.select()}
                fullWidth
              />
              <Typography variant="caption" color="text.secondary">
                {t('calendarView.feed.expires', {
                  date: formatDate(link.data.expiresAt, locale, calendar),
                })}
              </Typography>
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{t('calendarView.close')}</Button>
        <Button
          startIcon={<ContentCopyOutlined />}
          onClick={() => void copy()}
          disabled={!url}
          data-testid="feed-copy"
        >
          {t('calendarView.feed.copy')}
        </Button>
        <Button
          variant="contained"
          startIcon={<DownloadOutlined />}
          component="a"
          href={url || undefined}
          download="caffee-calendar.ics"
          disabled={!url}
          data-testid="feed-download"
        >
          {t('calendarView.feed.download')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
