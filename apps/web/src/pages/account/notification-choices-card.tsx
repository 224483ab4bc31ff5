import { NOTIFICATION_CHANNELS, type NotificationChannel } from '@caffee/contract';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../components/api-error-alert';
import { useSnackbar } from '../../components/notices';
import {
  fetchChoices,
  saveChoices,
  type ChoiceRow,
  type ChoicesOf,
} from './notification-choices-api';
import { PhoneVerification } from './phone-verification';

/** Toggles one channel of one kind's row. */
export function toggled(rows: ChoiceRow[], kind: string, channel: NotificationChannel) {
  return rows.map((row) => {
    if (row.kind !== kind) return row;
    const has = row.channels.includes(channel);
    const channels = has
      ? row.channels.filter((c) => c !== channel)
      : NOTIFICATION_CHANNELS.filter((c) => c === channel || row.channels.includes(c));
    return { ...row, channels };
  });
}

/**
 * How one is told of each kind of event (`of="own"`, on everyone's account page), or how
 * everyone is told who has not chosen (`of="council"`, for those who manage accounts): a row
 * per kind, a box per channel (in the app, mail, SMS, the daily digest).
 */
export function NotificationChoicesCard({
  of,
  hasPhone,
  phone,
}: {
  of: ChoicesOf;
  hasPhone: boolean;
  /** One's own number: shown with its proof, which SMS needs. */
  phone?: string | null;
}) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const queryKey = ['notification-choices', of];
  const query = useQuery({ queryKey, queryFn: () => fetchChoices(of) });
  const [edited, setEdited] = useState<ChoiceRow[] | null>(null);
  const rows = edited ?? query.data ?? [];
  const save = useMutation({
    mutationFn: (reset: boolean) => saveChoices(of, rows, reset),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKey, saved);
      setEdited(null);
      enqueueSnackbar(t('notificationChoices.saved'), { variant: 'success' });
    },
  });
  const text = (key: string) => t(`notificationChoices.${of}.${key}`);

  return (
    <Card data-testid={`notification-choices-${of}`}>
      <CardContent>
        <Typography variant="h2" gutterBottom>
          {text('title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {text('hint')}
          {of === 'own' && !hasPhone && ` ${t('notificationChoices.smsNeedsPhone')}`}
        </Typography>
        {of === 'own' && phone && <PhoneVerification number={phone} />}
        <ApiErrorAlert error={query.error ?? save.error} />
        {query.isPending ? (
          <CircularProgress size={24} aria-label={t('common.loading')} />
        ) : (
          <Stack divider={<Divider flexItem />} spacing={1}>
            {rows.map((row) => (
              <Stack
                key={row.kind}
                direction={{ xs: 'column', md: 'row' }}
                spacing={{ xs: 0, md: 2 }}
                sx={{ alignItems: { md: 'center' } }}
              >
                <Stack direction="row" spacing={1} sx={{ flex: 1, alignItems: 'center' }}>
                  <Typography id={`kind-${of}-${row.kind}`}>
                    {t(`notificationChoices.kinds.${row.kind}`)}
                  </Typography>
                  {of === 'own' && !row.own && (
                    <Chip
                      size="small"
                      variant="outlined"
                      label={t('notificationChoices.byDefault')}
                    />
                  )}
                </Stack>
                <FormGroup row aria-labelledby={`kind-${of}-${row.kind}`}>
                  {NOTIFICATION_CHANNELS.map((channel) => (
                    <FormControlLabel
                      key={channel}
                      label={t(`notificationChoices.channels.${channel}`)}
                      disabled={channel === 'sms' && of === 'own' && !hasPhone}
                      control={
                        <Checkbox
                          size="small"
                          checked={row.channels.includes(channel)}
                          onChange={() => setEdited(toggled(rows, row.kind, channel))}
                          slotProps={{
                            input: { 'data-testid': `choice-${row.kind}-${channel}` } as object,
                          }}
                        />
                      }
                    />
                  ))}
                </FormGroup>
              </Stack>
            ))}
          </Stack>
        )}
        <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            loading={save.isPending && save.variables === false}
            disabled={!edited}
            onClick={() => save.mutate(false)}
            data-testid={`notification-choices-${of}-save`}
          >
            {t('common.save')}
          </Button>
          {of === 'own' && rows.some((r) => r.own) && (
            <Button
              variant="text"
              loading={save.isPending && save.variables === true}
              onClick={() => save.mutate(true)}
            >
              {t('notificationChoices.useDefaults')}
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
