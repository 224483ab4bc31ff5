import type { PermissionRecord } from '@caffee/contract';
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
import { useCan } from '../../auth/auth-context';
import { ApiErrorAlert } from '../../components/api-error-alert';
import { useOptions } from '../../crud/use-list-query';
import { formResolver } from '../../forms/form-resolver';
import { FormSelectField } from '../../forms/form-select-field';
import { applyServerErrors } from '../../forms/server-errors';
import {
  CATEGORIES_PATH,
  fetchPermission,
  PERMISSIONS_PATH,
  updatePermission,
  type WithTranslations,
} from './permissions-api';
import { toTextInput, TranslationsFields } from './translations-fields';

// The contract's limit of a permission's description, per language.
const text = z.string().trim().max(1000).optional();
const PermissionFormSchema = z.object({
  om: text,
  en: text,
  am: text,
  categoryId: z.number().int().positive().optional(),
});
type PermissionFormValues = z.infer<typeof PermissionFormSchema>;
const resolver = formResolver(PermissionFormSchema);
const NAMES = { om: 'om', en: 'en', am: 'am' } as const;

function PermissionForm(props: {
  permission: WithTranslations<PermissionRecord>;
  titleId: string;
  onClose: () => void;
}) {
  const { permission, titleId, onClose } = props;
  const { t } = useTranslation();
  const can = useCan();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const categories = useOptions(CATEGORIES_PATH, can('permission-categories:list'));
  const description = permission.translations?.description;
  const form = useForm<PermissionFormValues>({
    resolver,
    defaultValues: {
      om: description?.om ?? '',
      en: description?.en ?? '',
      am: description?.am ?? '',
      categoryId: permission.categoryId ?? undefined,
    },
  });
  const [formError, setFormError] = useState<unknown>(null);
  const mutation = useMutation({
    mutationFn: (values: PermissionFormValues) =>
      updatePermission(permission.id, {
        description: toTextInput(values),
        categoryId: values.categoryId ?? null,
      }),
    onSuccess: () => {
      enqueueSnackbar(t('permissions.saved', { name: permission.name }), { variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: [PERMISSIONS_PATH] });
      onClose();
    },
    onError: (error) => {
      const shown = applyServerErrors(error, form.setError, ['categoryId']);
      setFormError(shown ? null : error);
    },
  });

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
      <DialogTitle id={titleId}>
        {t('permissions.editTitle')}{' '}
        <Typography component="code" sx={{ fontFamily: 'monospace' }}>
          {permission.name}
        </Typography>
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <ApiErrorAlert error={formError} />
          <TranslationsFields
            control={form.control}
            names={NAMES}
            labelKey="permissions.descriptionIn"
            multiline
            testIdPrefix="permission-description"
          />
          <FormSelectField
            control={form.control}
            name="categoryId"
            labelKey="permissions.fields.category"
            emptyLabel={t('permissions.noCategory')}
            options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={mutation.isPending}>
          {t('common.cancel')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          loading={mutation.isPending}
          data-testid="permission-save"
        >
          {t('common.save')}
        </Button>
      </DialogActions>
    </form>
  );
}

/** Edits a permission's description (in every language) and category; its name is fixed. */
export function PermissionDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const query = useQuery({
    queryKey: [PERMISSIONS_PATH, 'edit', id],
    queryFn: () => fetchPermission(id),
    gcTime: 0,
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      {query.data ? (
        <PermissionForm permission={query.data} titleId={titleId} onClose={onClose} />
      ) : (
        <>
          <DialogTitle id={titleId}>{t('permissions.editTitle')}</DialogTitle>
          <DialogContent>
            {query.isError ? (
              <ApiErrorAlert error={query.error} />
            ) : (
              <Skeleton variant="rounded" height={240} aria-label={t('common.loading')} />
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('common.close')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
