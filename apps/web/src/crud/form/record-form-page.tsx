import { usersDeclaration, type StoredFile } from '@caffee/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from '../../components/notices';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm, type FieldErrors, type FieldValues, type SubmitHandler } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useAuth, useCan, useCurrentUser } from '../../auth/auth-context';
import { ApiErrorAlert } from '../../components/api-error-alert';
import { PageHeader } from '../../components/page-header';
import { FormErrorSummary } from '../../forms/form-error-summary';
import { firstFieldErrors } from '../../forms/server-errors';
import { usePrefs } from '../../store/hooks';
import { FileUploadField } from './file-upload-field';
import { offers } from '../data/record-abilities';
import { fetchRecord, saveRecord } from '../data/record-api';
import { idParam } from '../detail/record-detail-page';
import { toFormValues, type FormValues, type NewFile } from '../data/record-derive';
import { RecordFieldInputs } from './record-field-input';
import { fieldLabel } from '../data/field-path';
import { recordResolver, shownFieldOf } from '../data/record-resolver';
import type { RecordRow, RecordScreen } from '../screen';

/** Whether an element is an input shown in error (MUI marks its box; inputs say it aloud). */
const inError = (element: Element) => element.closest('[aria-invalid="true"], .Mui-error') !== null;

interface FormProps {
  screen: RecordScreen;
  record?: RecordRow;
}

/** The create or edit form of a record type, generated from its declaration. */
export function RecordForm({ screen, record }: FormProps) {
  const { t, i18n } = useTranslation();
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
  const shownAt = useMemo(() => shownFieldOf(screen), [screen]);
  const summary = useRef<HTMLDivElement>(null);
  const formElement = useRef<HTMLFormElement>(null);
  // A save under way: a second click (a double click) starts no second one.
  const sending = useRef(false);
  // Asked after a refused save, once the errors are drawn: the focus goes to the first field
  // in error where the form shows it (react-hook-form puts it there), else to the summary.
  const [focusCheck, setFocusCheck] = useState(0);
  useEffect(() => {
    if (focusCheck === 0) return;
    const active = document.activeElement;
    const onError = active && formElement.current?.contains(active) && inError(active);
    if (!onError) summary.current?.focus();
  }, [focusCheck]);

  const save: SubmitHandler<FormValues> = async (body) => {
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
      // The client rejects with the answer's body: a 422 (or a 409) names the fields, each
      // shown under its input, or only in the summary where the form has none.
      const refused = [...firstFieldErrors(error)];
      if (refused.length === 0) return setFormError(error);
      refused.forEach(([field, message], i) =>
        form.setError(shownAt(field), { type: 'server', message }, { shouldFocus: i === 0 }),
      );
      setFocusCheck((n) => n + 1);
    } finally {
      setProgress(null);
    }
  };
  const submit = form.handleSubmit(save, () => setFocusCheck((n) => n + 1));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    void submit(event).finally(() => {
      sending.current = false;
    });
  };
  const labelOf = (name: string) => fieldLabel(t, (key) => i18n.exists(key), path, name);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        component="form"
        spacing={2.5}
        noValidate
        onSubmit={onSubmit}
        ref={formElement}
        data-testid="record-form"
      >
        {formError !== null && <ApiErrorAlert error={formError} />}
        <FormErrorSummary
          ref={summary}
          errors={form.formState.errors as FieldErrors<FieldValues>}
          labelOf={labelOf}
          onPick={(name) => form.setFocus(name)}
        />
        <RecordFieldInputs screen={screen} control={form.control} record={record} />
        {Section && <Section control={form.control} record={record} />}
        {screen.contract.files.length > 0 && (
          <FileUploadField
            categories={screen.contract.files}
            types={screen.contract.fileTypes}
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
