import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { errorFieldNames, toFormValues, type FormValues } from '../../../crud/data/record-derive';
import { RecordFieldInputs } from '../../../crud/form/record-field-input';
import { recordResolver } from '../../../crud/data/record-resolver';
import type { RecordRow, RecordScreen } from '../../../crud/screen';
import { applyServerErrors } from '../../../forms/server-errors';
import { usePrefs } from '../../../store/hooks';
import { fetchQuestionForEdit, saveSurveyQuestion } from './survey-questions-api';

/** What a survey's question is written with: its survey gives the audience and the dates. */
const SURVEY_QUESTION_FIELDS = new Set(['text', 'type', 'options']);

/** The questions' screen narrowed to what a survey's question form asks. */
export const surveyQuestionScreen = (questions: RecordScreen): RecordScreen => ({
  ...questions,
  fields: questions.fields.filter((f) => SURVEY_QUESTION_FIELDS.has(f.name)),
});

interface FormProps {
  screen: RecordScreen;
  surveyId: number;
  record?: RecordRow;
  titleId: string;
  onClose: () => void;
  onSaved: (creating: boolean) => void;
}

/** The form inside the dialog: the generic record form's inputs, checks and 422 handling. */
function QuestionForm({ screen, surveyId, record, titleId, onClose, onSaved }: FormProps) {
  const { t } = useTranslation();
  const creating = !record;
  const form = useForm<FormValues>({
    resolver: recordResolver(screen, creating),
    defaultValues: toFormValues(screen, record),
  });
  const [failure, setFailure] = useState<unknown>(null);
  const busy = form.formState.isSubmitting;
  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await saveSurveyQuestion(surveyId, record?.id ?? null, body);
      onSaved(creating);
    } catch (error) {
      if (!applyServerErrors(error, form.setError, errorFieldNames(screen))) setFailure(error);
    }
  });
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} data-testid="survey-question-form">
      <DialogTitle id={titleId}>
        {t(creating ? 'surveys.questions.addTitle' : 'surveys.questions.editTitle')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {failure !== null && <ApiErrorAlert error={failure} />}
          <RecordFieldInputs screen={screen} control={form.control} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={busy} data-testid="survey-question-save">
          {t('common.save')}
        </Button>
      </DialogActions>
    </form>
  );
}

interface DialogProps {
  screen: RecordScreen;
  surveyId: number;
  /** The question edited, or null for a new one; the dialog is open while this is defined. */
  editing: number | null | undefined;
  onClose: () => void;
  onSaved: (creating: boolean) => void;
}

/**
 * Adds or edits one question of a survey in a dialog (full screen on a phone): its text in
 * om, en and am, its type, and for a choice type its options in order.
 */
export function SurveyQuestionDialog({ screen, surveyId, editing, onClose, onSaved }: DialogProps) {
  const { t } = useTranslation();
  const { locale } = usePrefs();
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const open = editing !== undefined;
  const query = useQuery({
    queryKey: ['questions', 'edit', editing],
    queryFn: () => fetchQuestionForEdit(editing!, locale),
    enabled: typeof editing === 'number',
    staleTime: 0,
    gcTime: 0,
  });
  let body;
  if (editing === null || editing === undefined)
    body = (
      <QuestionForm
        key="new"
        screen={screen}
        surveyId={surveyId}
        titleId={titleId}
        onClose={onClose}
        onSaved={onSaved}
      />
    );
  else if (query.data)
    body = (
      <QuestionForm
        key={editing}
        screen={screen}
        surveyId={surveyId}
        record={query.data}
        titleId={titleId}
        onClose={onClose}
        onSaved={onSaved}
      />
    );
  else
    body = (
      <>
        <DialogTitle id={titleId}>{t('surveys.questions.editTitle')}</DialogTitle>
        <DialogContent>
          {query.isError ? (
            <ApiErrorAlert error={query.error} />
          ) : (
            <Skeleton variant="rounded" height={240} aria-label={t('common.loading')} />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
        </DialogActions>
      </>
    );
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
      fullScreen={phone}
      data-testid="survey-question-dialog"
    >
      {open && body}
    </Dialog>
  );
}
