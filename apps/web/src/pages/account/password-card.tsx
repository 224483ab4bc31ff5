import { PasswordChangeSchema } from '@caffee/contract';
import { useMutation } from '@tanstack/react-query';
import { useSnackbar } from '../../components/notices';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { formResolver } from '../../forms/form-resolver';
import { PasswordField } from '../../forms/password-field';
import { applyServerErrors } from '../../forms/server-errors';
import { FormCard } from './form-card';
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
    <FormCard
      title={t('profile.password.title')}
      hint={t('profile.password.hint')}
      onSubmit={form.handleSubmit((values) => {
        setFormError(null);
        mutation.mutate(values);
      })}
      error={formError}
      submitLabel={t('profile.password.submit')}
      submitTestId="password-save"
      pending={mutation.isPending}
    >
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
    </FormCard>
  );
}
