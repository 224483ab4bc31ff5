import { CATEGORY_NAME_MAX } from '@caffee/contract';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from '../../components/notices';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { errorMessageKey } from '../../api/error-message';
import { useCan } from '../../auth/auth-context';
import { useOptions } from '../../crud/use-list-query';
import { formResolver } from '../../forms/form-resolver';
import { applyServerErrors } from '../../forms/server-errors';
import {
  CATEGORIES_PATH,
  createCategory,
  deleteCategory,
  PERMISSIONS_PATH,
} from './permissions-api';
import { toTextInput, TranslationsFields } from './translations-fields';

// At least one language, as the API requires.
const name = z.string().trim().max(CATEGORY_NAME_MAX).optional();
const CategoryFormSchema = z
  .object({ om: name, en: name, am: name })
  .refine((v) => Boolean(v.om || v.en || v.am), {
    path: ['om'],
    message: 'validation.oneLanguage',
  });
type CategoryFormValues = z.infer<typeof CategoryFormSchema>;
const resolver = formResolver(CategoryFormSchema);
const NAMES = { om: 'om', en: 'en', am: 'am' } as const;

/** The categories that group permissions: the list, adding one (in three languages), deleting. */
export function CategoriesDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const can = useCan();
  const titleId = useId();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const categories = useOptions(CATEGORIES_PATH);
  const form = useForm<CategoryFormValues>({ resolver, defaultValues: { om: '', en: '', am: '' } });
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: [CATEGORIES_PATH] });
    void queryClient.invalidateQueries({ queryKey: [PERMISSIONS_PATH] });
  };
  const fail = (error: unknown) => enqueueSnackbar(t(errorMessageKey(error)), { variant: 'error' });

  const create = useMutation({
    mutationFn: (values: CategoryFormValues) => createCategory(toTextInput(values)),
    onSuccess: (category) => {
      enqueueSnackbar(t('permissions.categories.created', { name: category.name }), {
        variant: 'success',
      });
      form.reset();
      refresh();
    },
    onError: (error) => {
      if (!applyServerErrors(error, form.setError, ['om', 'en', 'am'])) fail(error);
    },
  });
  const remove = useMutation({
    mutationFn: deleteCategory,
    onSuccess: refresh,
    onError: fail,
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('permissions.categories.title')}</DialogTitle>
      <DialogContent>
        {categories.isPending ? (
          <Skeleton variant="rounded" height={80} aria-label={t('common.loading')} />
        ) : categories.data?.length ? (
          <List dense data-testid="categories-list">
            {categories.data.map((category) => (
              <ListItem
                key={category.id}
                secondaryAction={
                  can('permission-categories:delete') && (
                    <IconButton
                      edge="end"
                      aria-label={t('permissions.categories.delete', { name: category.name })}
                      disabled={remove.isPending}
                      onClick={() => remove.mutate(category.id)}
                    >
                      <DeleteOutlined />
                    </IconButton>
                  )
                }
              >
                <ListItemText primary={category.name} />
              </ListItem>
            ))}
          </List>
        ) : (
          <Typography color="text.secondary">{t('permissions.categories.empty')}</Typography>
        )}
        {can('permission-categories:create') && (
          <>
            <Divider sx={{ my: 2 }} />
            <Stack
              component="form"
              noValidate
              spacing={2}
              onSubmit={form.handleSubmit((values) => create.mutate(values))}
            >
              <Typography variant="subtitle2" component="h3">
                {t('permissions.categories.add')}
              </Typography>
              <TranslationsFields
                control={form.control}
                names={NAMES}
                labelKey="permissions.categories.nameIn"
                testIdPrefix="category-name"
              />
              <Button
                type="submit"
                variant="outlined"
                loading={create.isPending}
                sx={{ alignSelf: 'flex-start' }}
                data-testid="category-save"
              >
                {t('permissions.categories.addSubmit')}
              </Button>
            </Stack>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
