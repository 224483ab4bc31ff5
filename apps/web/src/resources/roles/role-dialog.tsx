import { RoleCreateSchema, type Role, type RoleCreate } from '@caffee/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from '../../components/notices';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorCode } from '../../api/error-message';
import { ApiErrorAlert } from '../../components/api-error-alert';
import { encodeFieldMessage } from '../../forms/field-message';
import { formResolver } from '../../forms/form-resolver';
import { FormTextField } from '../../forms/form-text-field';
import { applyServerErrors } from '../../forms/server-errors';
import { createRole, isAdministratorRole, ROLES_PATH, updateRole } from './roles-api';

const RoleFormSchema = RoleCreateSchema.omit({ permissions: true });
type RoleFormInput = z.input<typeof RoleFormSchema>;
const resolver = formResolver(RoleFormSchema);

interface RoleDialogProps {
  /** The role to rename; none to create one. */
  role: Role | null;
  open: boolean;
  onClose: () => void;
  /** After a save, with the saved role (a new one goes on to its permissions). */
  onSaved: (role: Role) => void;
}

/** Creates a role or renames one: name and description. Mounted afresh for each opening. */
export function RoleDialog({ role, open, onClose, onSaved }: RoleDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const [formError, setFormError] = useState<unknown>(null);
  const form = useForm<RoleFormInput, unknown, Omit<RoleCreate, 'permissions'>>({
    resolver,
    defaultValues: { name: role?.name ?? '', description: role?.description ?? '' },
  });

  const mutation = useMutation<Role, unknown, Omit<RoleCreate, 'permissions'>>({
    // A cleared description is sent as null, so it is really cleared.
    mutationFn: (values) => {
      const body = { ...values, description: values.description ?? null };
      return role ? updateRole(role.id, body) : createRole(body);
    },
    onSuccess: (saved) => {
      enqueueSnackbar(t(role ? 'roles.saved' : 'roles.created', { name: saved.name }), {
        variant: 'success',
      });
      void queryClient.invalidateQueries({ queryKey: [ROLES_PATH] });
      onSaved(saved);
    },
    onError: (error) => {
      if (errorCode(error) === 'conflict') {
        form.setError(
          'name',
          { type: 'server', message: encodeFieldMessage('roles.nameTaken') },
          { shouldFocus: true },
        );
        return setFormError(null);
      }
      setFormError(applyServerErrors(error, form.setError, ['name', 'description']) ? null : error);
    },
  });

  const close = () => {
    if (!mutation.isPending) onClose();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form
        noValidate
        data-testid="role-form"
        onSubmit={form.handleSubmit((values) => {
          setFormError(null);
          mutation.mutate(values);
        })}
      >
        <DialogTitle id={titleId}>
          {t(role ? 'roles.renameTitle' : 'roles.createTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <ApiErrorAlert error={formError} />
            <FormTextField
              control={form.control}
              name="name"
              labelKey="roles.fields.name"
              required
              autoFocus
              disabled={Boolean(role && isAdministratorRole(role))}
            />
            <FormTextField
              control={form.control}
              name="description"
              labelKey="roles.fields.descriptionOptional"
              multiline
              minRows={2}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            loading={mutation.isPending}
            data-testid="role-save"
          >
            {t(role ? 'common.save' : 'roles.createSubmit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
