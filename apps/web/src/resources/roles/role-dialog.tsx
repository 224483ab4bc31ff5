import {
  FIELD_ERRORS,
  LOCALES,
  ROLE_DESCRIPTION_MAX,
  ROLE_NAME_MAX,
  type Role,
  type RoleCreate,
} from '@caffee/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from '../../components/notices';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { errorCode } from '../../api/error-message';
import { ApiErrorAlert } from '../../components/api-error-alert';
import { encodeFieldMessage } from '../../forms/field-message';
import { formResolver } from '../../forms/form-resolver';
import { applyServerErrors } from '../../forms/server-errors';
import { usePrefs } from '../../store/hooks';
import { toTextInput, TranslationsFields } from '../permissions/translations-fields';
import {
  createRole,
  fetchRoleTranslations,
  isAdministratorRole,
  ROLES_PATH,
  updateRole,
} from './roles-api';

// The contract's limits, per language; the name needs at least one language.
const languages = (max: number) =>
  z.object({
    om: z.string().trim().max(max).optional(),
    en: z.string().trim().max(max).optional(),
    am: z.string().trim().max(max).optional(),
  });
const RoleFormSchema = z.object({
  name: languages(ROLE_NAME_MAX).refine((v) => LOCALES.some((l) => (v[l] ?? '') !== ''), {
    message: FIELD_ERRORS.oneLanguage,
    path: ['om'],
  }),
  description: languages(ROLE_DESCRIPTION_MAX),
});
type RoleFormValues = z.infer<typeof RoleFormSchema>;
const resolver = formResolver(RoleFormSchema);
const NAME = { om: 'name.om', en: 'name.en', am: 'name.am' } as const;
const DESCRIPTION = { om: 'description.om', en: 'description.en', am: 'description.am' } as const;

interface RoleDialogProps {
  /** The role to rename; none to create one. */
  role: Role | null;
  open: boolean;
  onClose: () => void;
  /** After a save, with the saved role (a new one goes on to its permissions). */
  onSaved: (role: Role) => void;
}

type RoleFormProps = Omit<RoleDialogProps, 'open'> & { titleId: string };

function RoleForm({ role, titleId, onClose, onSaved }: RoleFormProps) {
  const { t } = useTranslation();
  const { locale } = usePrefs();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const [formError, setFormError] = useState<unknown>(null);
  const texts = role?.translations;
  const administrator = Boolean(role && isAdministratorRole(role));
  const form = useForm<RoleFormValues>({
    resolver,
    defaultValues: {
      name: { om: texts?.name?.om ?? '', en: texts?.name?.en ?? '', am: texts?.name?.am ?? '' },
      description: {
        om: texts?.description?.om ?? '',
        en: texts?.description?.en ?? '',
        am: texts?.description?.am ?? '',
      },
    },
  });

  const mutation = useMutation<Role, unknown, RoleFormValues>({
    // Every language is sent: an emptied one is cleared; no description at all is null.
    mutationFn: (values) => {
      const body: Omit<RoleCreate, 'permissions'> = {
        name: toTextInput(values.name) ?? '',
        description: toTextInput(values.description),
      };
      // The Administrator's name is fixed (the server refuses a change): not sent at all.
      if (!role) return createRole(body, locale);
      return updateRole(role.id, administrator ? { description: body.description } : body, locale);
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
          'name.om',
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
    <form
      noValidate
      data-testid="role-form"
      onSubmit={form.handleSubmit((values) => {
        setFormError(null);
        mutation.mutate(values);
      })}
    >
      <DialogTitle id={titleId}>{t(role ? 'roles.renameTitle' : 'roles.createTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <ApiErrorAlert error={formError} />
          <Typography variant="body2" color="text.secondary">
            {t('roles.languagesHint')}
          </Typography>
          <TranslationsFields
            control={form.control}
            names={NAME}
            labelKey="roles.nameIn"
            testIdPrefix="role-name"
            disabled={administrator}
            autoFocus={!administrator}
          />
          <TranslationsFields
            control={form.control}
            names={DESCRIPTION}
            labelKey="roles.descriptionIn"
            testIdPrefix="role-description"
            multiline
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
  );
}

/**
 * Creates a role or edits one: its name and description in every language. Mounted afresh
 * for each opening; an existing role's texts are read first, in all three languages.
 */
export function RoleDialog({ role, open, onClose, onSaved }: RoleDialogProps) {
  const { t } = useTranslation();
  const { locale } = usePrefs();
  const titleId = useId();
  const query = useQuery({
    queryKey: [ROLES_PATH, 'edit', role?.id, locale],
    queryFn: () => fetchRoleTranslations(role?.id ?? 0, locale),
    enabled: role !== null,
    gcTime: 0,
  });
  const ready = role === null || query.data;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      {ready ? (
        <RoleForm role={query.data ?? null} titleId={titleId} onClose={onClose} onSaved={onSaved} />
      ) : (
        <>
          <DialogTitle id={titleId}>{t('roles.renameTitle')}</DialogTitle>
          <DialogContent>
            {query.isError ? (
              <ApiErrorAlert error={query.error} />
            ) : (
              <Stack spacing={2} sx={{ pt: 1 }} data-testid="role-form-loading">
                <Skeleton variant="rounded" height={56} />
                <Skeleton variant="rounded" height={56} />
                <Skeleton variant="rounded" height={56} />
              </Stack>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('common.cancel')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
