import { usersDeclaration, type StoredFile } from '@caffee/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from '../components/notices';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useAuth, useCan, useCurrentUser } from '../auth/auth-context';
import { ApiErrorAlert } from '../components/api-error-alert';
import { PageHeader } from '../components/page-header';
import { applyServerErrors } from '../forms/server-errors';
import { usePrefs } from '../store/hooks';
import { FileUploadField } from './file-upload-field';
import { offers } from './record-abilities';
import { fetchRecord, saveRecord } from './record-api';
import { idParam } from './record-detail-page';
import { errorFieldNames, toFormValues, type FormValues, type NewFile } from './record-derive';
import { RecordFieldInputs } from './record-field-input';
import { recordResolver } from './record-resolver';
import type { RecordRow, RecordScreen } from './screen';

interface FormProps {
  screen: RecordScreen;
  record?: RecordRow;
}

/** The create or edit form of a record type, generated from its declaration. */
export function RecordForm({ screen, record }: FormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { refreshUser } = useAuth();
  const me = useCurrentUser();
  const { enqueueSnackbar } = useSnackbar();
  const creating = !record;
  const { calendar } = usePrefs();
  const form = useForm<FormValues>({
    resolver: recordResolver(screen, creating),
    defaultValues: toFormValues(screen, record, screen.newValues?.({ calendar })),
  });
  const [added, setAdded] = useState<NewFile[]>([]);
  const [removed, setRemoved] = useState<number[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [formError, setFormError] = useState<unknown>(null);
  const path = screen.contract.path;
  const Section = screen.formSection;

  const onSubmit = form.handleSubmit(async (body) => {
    setFormError(null);
    setProgress(added.length ? 0 : null);
    try {
      const saved = await saveRecord(
        path,
        record?.id ?? null,
        body,
        { add: added, remove: removed },
        setProgress,
      );
      // Its name shows in other types' lists and records too (a category in each news item),
      // so every answer kept is stale; and a person's own account is also the header's.
      void queryClient.invalidateQueries();
      if (screen.contract.path === usersDeclaration.path && saved.id === me.id) void refreshUser();
      enqueueSnackbar(t(creating ? 'crud.created' : 'crud.saved'), { variant: 'success' });
      const created = [`../${saved.id}`, ...(screen.afterCreate ? [screen.afterCreate] : [])];
      void navigate(creating ? created.join('/') : '..', { relative: 'path' });
    } catch (error) {
      // The client rejects with the answer's body: a 422 (or a 409) names the fields.
      const fields = [...errorFieldNames(screen), ...Object.keys(body)];
      if (!applyServerErrors(error, form.setError, fields)) setFormError(error);
    } finally {
      setProgress(null);
    }
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        component="form"
        spacing={2.5}
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        data-testid="record-form"
      >
        {formError !== null && <ApiErrorAlert error={formError} />}
        <RecordFieldInputs screen={screen} control={form.control} record={record} />
        {Section && <Section control={form.control} record={record} />}
        {screen.contract.files.length > 0 && (
          <FileUploadField
            categories={screen.contract.files}
            existing={(record?.files ?? []) as StoredFile[]}
            added={added}
            removed={removed}
            onAdd={setAdded}
            onRemoveNew={(index) => setAdded(added.filter((_, i) => i !== index))}
            onToggleExisting={(id) =>
              setRemoved(removed.includes(id) ? removed.filter((r) => r !== id) : [...removed, id])
            }
          />
        )}
        {progress !== null && (
          <LinearProgress
            variant="determinate"
            value={progress}
            aria-label={t('crud.uploading')}
            data-testid="upload-progress"
          />
        )}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={() => void navigate('..', { relative: 'path' })}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={form.formState.isSubmitting}
            data-testid="record-save"
          >
            {t('common.save')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

/** `{type}/new` and `{type}/:id/edit`. */
export function RecordFormPage({ screen }: { screen: RecordScreen }) {
  const { t } = useTranslation();
  const { locale } = usePrefs();
  const allowed = useCan();
  const { id } = useParams();
  const recordId = id === undefined ? null : idParam(id);
  const path = screen.contract.path;
  const query = useQuery({
    queryKey: [path, 'edit', recordId],
    queryFn: () =>
      fetchRecord(path, recordId!, {
        locale,
        includes: [
          ...(screen.contract.translatable.length ? ['translations'] : []),
          ...(screen.includes ?? []),
          ...(screen.recordIncludes ?? []),
          ...(screen.contract.files.length ? ['files'] : []),
        ],
      }),
    enabled: recordId !== null,
    staleTime: Infinity,
    gcTime: 0,
  });
  const title = t(recordId === null ? 'crud.createTitle' : 'crud.editTitle', {
    type: t(screen.labelKey),
  });
  return (
    <Stack spacing={2}>
      <PageHeader title={title} />
      {recordId === null ? (
        <RecordForm screen={screen} />
      ) : query.data && !offers(screen, query.data, 'update', allowed) ? (
        // Reached by its address: the API would refuse the save (another institute's profile).
        <Alert severity="error" data-testid="record-not-editable">
          {t('errors.forbidden')}
        </Alert>
      ) : query.data ? (
        <RecordForm key={query.data.id} screen={screen} record={query.data} />
      ) : query.isError ? (
        <ApiErrorAlert error={query.error} />
      ) : (
        <Skeleton variant="rounded" height={360} role="status" aria-label={t('common.loading')} />
      )}
    </Stack>
  );
}
