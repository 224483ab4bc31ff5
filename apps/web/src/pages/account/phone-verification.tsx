import { PHONE_CODE_LENGTH, type PhoneStatus } from '@caffee/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../components/api-error-alert';
import { useSnackbar } from '../../components/notices';
import { fetchPayload, sendPayload } from '../../crud/data/crud-api';
import { firstFieldErrors } from '../../forms/server-errors';
import { useFieldErrorText } from '../../forms/use-field-error-text';

/**
 * SMS goes only to a number its owner proved: the number's state (a verified badge), and to
 * prove it, a code sent by SMS and typed back. A changed number is unproven again.
 */
export function PhoneVerification({ number }: { number: string }) {
  // Keyed by the number: a number changed on the profile card is asked about afresh.
  const PHONE_KEY = ['notification-phone', number];
  const { t } = useTranslation();
  const fieldText = useFieldErrorText();
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const status = useQuery({
    queryKey: PHONE_KEY,
    queryFn: () => fetchPayload<PhoneStatus>('notifications/phone'),
  });
  const done = (answer: PhoneStatus) => queryClient.setQueryData(PHONE_KEY, answer);
  const send = useMutation({
    mutationFn: () => sendPayload<PhoneStatus>('post', 'notifications/phone/code'),
    onSuccess: (answer) => {
      done(answer);
      setCode('');
      enqueueSnackbar(t('notificationChoices.phone.sent'), { variant: 'success' });
    },
  });
  const verify = useMutation({
    mutationFn: () => sendPayload<PhoneStatus>('post', 'notifications/phone/verify', { code }),
    onSuccess: (answer) => {
      done(answer);
      void queryClient.invalidateQueries({ queryKey: ['notification-choices', 'own'] });
      enqueueSnackbar(t('notificationChoices.phone.verifiedNow'), { variant: 'success' });
    },
  });
  const phone = status.data;
  if (!phone?.phone) return null;
  // A wrong or spent code is said on the field; anything else (429, no answer) above it.
  const codeError = firstFieldErrors(verify.error).get('code');
  const sendError = firstFieldErrors(send.error).get('phone');

  return (
    <Stack spacing={1} sx={{ mb: 2 }} data-testid="phone-verification">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2">
          {t('notificationChoices.phone.number', { phone: phone.phone })}
        </Typography>
        <Chip
          size="small"
          color={phone.verified ? 'success' : 'warning'}
          variant={phone.verified ? 'filled' : 'outlined'}
          label={t(`notificationChoices.phone.${phone.verified ? 'verified' : 'unverified'}`)}
          data-testid="phone-verified-badge"
        />
      </Stack>
      {!phone.verified && (
        <>
          <Alert severity="info">{t('notificationChoices.phone.why')}</Alert>
          <ApiErrorAlert error={sendError ? null : send.error} />
          {sendError && <Alert severity="error">{fieldText(sendError)}</Alert>}
          <ApiErrorAlert error={codeError ? null : verify.error} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button
              variant={phone.codeExpiresAt ? 'text' : 'outlined'}
              loading={send.isPending}
              onClick={() => send.mutate()}
              data-testid="phone-send-code"
            >
              {t(`notificationChoices.phone.${phone.codeExpiresAt ? 'sendAgain' : 'send'}`)}
            </Button>
            {phone.codeExpiresAt && (
              <Stack
                component="form"
                direction="row"
                spacing={1}
                onSubmit={(e) => {
                  e.preventDefault();
                  verify.mutate();
                }}
              >
                <TextField
                  size="small"
                  label={t('notificationChoices.phone.code')}
                  value={code}
                  onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
                  error={Boolean(codeError)}
                  helperText={codeError ? fieldText(codeError) : undefined}
                  slotProps={{
                    htmlInput: {
                      inputMode: 'numeric',
                      autoComplete: 'one-time-code',
                      maxLength: PHONE_CODE_LENGTH,
                      'data-testid': 'phone-code',
                    },
                  }}
                />
                <Button
                  type="submit"
                  variant="contained"
                  loading={verify.isPending}
                  disabled={code.length !== PHONE_CODE_LENGTH}
                  data-testid="phone-verify"
                >
                  {t('notificationChoices.phone.verify')}
                </Button>
              </Stack>
            )}
          </Stack>
        </>
      )}
    </Stack>
  );
}
