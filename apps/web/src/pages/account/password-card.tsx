import { PasswordChangeSchema } from '@caffee/contract';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useSnackbar } from '../../components/notices';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiErrorAlert } from '../../components/api-error-alert';
import { formResolver } from '../../forms/form-resolver';
import { PasswordField } from '../../forms/password-field';
import { applyServerErrors } from '../../forms/server-errors';
import { changePassword } from './profile-api';

// No "repeat the password": the show/hide toggle lets the user check what they typed.
type PasswordFormValues = z.infer<typeof PasswordChangeSchema>;
const resolver = formResolver(PasswordChangeSchema);
const EMPTY: PasswordFormValues = { currentPassword: '', newPassword: '' };

const testInput = (testId: string) => ({ htmlInput: { 'data-testid': testId } });

/** Changes one's own password; a wrong current password is said on its field. */
export function PasswordCard() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [formError, setFormError] = useState<unknown>(null);
  const form = useForm<PasswordFormValues>({ resolver, defaultValues: EMPTY });

  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      form.reset(EMPTY);
      enqueueSnackbar(t('profile.password.changed'), { variant: 'success' });
    },
    onError: (error) => {
      const shown = applyServerErrors(error, form.setError, ['currentPassword', 'newPassword']);
      setFormError(shown ? null : error);
    },
  });

  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h2" gutterBottom>
          {t('profile.password.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('profile.password.hint')}
        </Typography>
        <Stack
          component="form"
          noValidate
          spacing={2}
          onSubmit={form.handleSubmit((values) => {
            setFormError(null);
            mutation.mutate(values);
          })}
        >
          <ApiErrorAlert error={formError} />
          <PasswordField
            control={form.control}
            name="currentPassword"
            labelKey="profile.password.current"
            autoComplete="current-password"
            required
            slotProps={testInput('password-current')}
          />
          <PasswordField
            control={form.control}
            name="newPassword"
            labelKey="auth.newPassword"
            helperKey="auth.passwordHelp"
            autoComplete="new-password"
            required
            slotProps={testInput('password-new')}
          />
          <Button
            type="submit"
            variant="contained"
            loading={mutation.isPending}
            sx={{ alignSelf: 'flex-start' }}
            data-testid="password-save"
          >
            {t('profile.password.submit')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
