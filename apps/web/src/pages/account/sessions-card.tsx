import { LogoutEverywhereSchema } from '@caffee/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useAuth } from '../../auth/auth-context';
import { formResolver } from '../../forms/form-resolver';
import { PasswordField } from '../../forms/password-field';
import { applyServerErrors } from '../../forms/server-errors';
import { FormCard } from './form-card';
import { logoutEverywhere } from './profile-api';

type SessionsFormValues = z.infer<typeof LogoutEverywhereSchema>;
const resolver = formResolver(LogoutEverywhereSchema);

/**
 * Signs the account out on every device (a lost phone, a shared computer): every session
 * and the personal calendar-feed link end. The password is asked again, as the server does.
 */
export function SessionsCard() {
  const { t } = useTranslation();
  const { logout } = useAuth();
  const [formError, setFormError] = useState<unknown>(null);
  const form = useForm<SessionsFormValues>({ resolver, defaultValues: { currentPassword: '' } });

  const mutation = useMutation({
    mutationFn: logoutEverywhere,
    // This session ended too: leave as a logout does.
    onSuccess: () => logout(),
    onError: (error) => {
      const shown = applyServerErrors(error, form.setError, ['currentPassword']);
      setFormError(shown ? null : error);
    },
  });

  return (
    <FormCard
      title={t('profile.sessions.title')}
      hint={t('profile.sessions.hint')}
      onSubmit={form.handleSubmit((values) => {
        setFormError(null);
        mutation.mutate(values);
      })}
      error={formError}
      submitLabel={t('profile.sessions.submit')}
      submitTestId="sessions-end"
      pending={mutation.isPending}
      submitColor="error"
      submitVariant="outlined"
    >
      <PasswordField
        control={form.control}
        name="currentPassword"
        labelKey="profile.password.current"
        autoComplete="current-password"
        required
        slotProps={{ htmlInput: { 'data-testid': 'sessions-password' } }}
      />
    </FormCard>
  );
}
