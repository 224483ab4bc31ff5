import AddOutlined from '@mui/icons-material/AddOutlined';
import ArrowDownwardOutlined from '@mui/icons-material/ArrowDownwardOutlined';
import ArrowUpwardOutlined from '@mui/icons-material/ArrowUpwardOutlined';
import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorMessageKey } from '../../../api/error-message';
import { useCan } from '../../../auth/auth-context';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSnackbar } from '../../../components/notices';
import type { RecordScreen } from '../../../crud/screen';
import { SurveyQuestionDialog } from './survey-question-dialog';
import {
  movedOrder,
  removeSurveyQuestion,
  reorderSurveyQuestions,
  type SurveyQuestion,
} from './survey-questions-api';

interface CardProps {
  surveyId: number;
  questions: readonly SurveyQuestion[];
  /** The questions' form, narrowed to what a survey's question asks. */
  screen: RecordScreen;
  /** Responses fix the set of questions (the server refuses adding and removing: 409). */
  answered: boolean;
  onChanged: () => void;
}

/** An icon button with its name as a tooltip too (the name is its accessible label). */
function Action(props: {
  label: string;
  icon: ReactElement;
  onClick: () => void;
  disabled?: boolean;
  testId: string;
}) {
  const button = (
    <IconButton
      aria-label={props.label}
      onClick={props.onClick}
      disabled={props.disabled}
      data-testid={props.testId}
    >
      {props.icon}
    </IconButton>
  );
  return props.disabled ? button : <Tooltip title={props.label}>{button}</Tooltip>;
}

/**
 * A survey's questions in order, built here: added and edited in a dialog, moved up and
 * down, removed after a confirmation; each links to its results.
 */
export function SurveyQuestionsCard(props: CardProps) {
  const { surveyId, questions, screen, answered, onChanged } = props;
  const { t } = useTranslation();
  const can = useCan();
  const { enqueueSnackbar } = useSnackbar();
  const [editing, setEditing] = useState<number | null | undefined>(undefined);
  const [removing, setRemoving] = useState<SurveyQuestion | null>(null);
  const failed = (error: unknown) =>
    enqueueSnackbar(t(errorMessageKey(error)), { variant: 'error' });
  const reorder = useMutation({
    mutationFn: (ids: number[]) => reorderSurveyQuestions(surveyId, ids),
    onSuccess: onChanged,
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: (q: SurveyQuestion) => removeSurveyQuestion(q.id),
    onSuccess: () => {
      setRemoving(null);
      enqueueSnackbar(t('surveys.questions.removed'), { variant: 'success' });
      onChanged();
    },
    onError: (error) => {
      setRemoving(null);
      failed(error);
    },
  });
  const ids = questions.map((q) => q.id);
  const canAdd = can('questions:create') && !answered;
  const canEdit = can('questions:update');
  const canRemove = can('questions:delete') && !answered;
  const canOrder = can('surveys:update');
  const canSeeResults = can('questions:update');

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="survey-questions">
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography variant="h6" component="h2">
          {t('surveys.questions.title', { count: questions.length })}
        </Typography>
        {canAdd && (
          <Button
            variant="outlined"
            startIcon={<AddOutlined />}
            onClick={() => setEditing(null)}
            data-testid="survey-question-add"
          >
            {t('surveys.questions.add')}
          </Button>
        )}
      </Stack>
      {answered && (
        <Alert severity="info" sx={{ mt: 1.5 }} data-testid="survey-questions-fixed">
          {t('surveys.questions.fixed')}
        </Alert>
      )}
      {questions.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('surveys.questions.none')}
        </Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, mt: 1, p: 0, listStyle: 'none' }}>
          {questions.map((q, index) => {
            const number = index + 1;
            return (
              <Stack
                key={q.id}
                component="li"
                direction={{ xs: 'column', md: 'row' }}
                spacing={1}
                sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}
                data-testid={`survey-question-${q.id}`}
              >
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', flex: 1 }}>
                  <Typography sx={{ minWidth: 24, fontWeight: 500 }} aria-hidden>
                    {number}.
                  </Typography>
                  <Stack spacing={0.75} sx={{ flex: 1, minWidth: 0 }}>
                    <Typography
                      sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}
                      dir="auto"
                      data-testid="survey-question-text"
                    >
                      {q.text}
                    </Typography>
                    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
                      <Chip
                        size="small"
                        variant="outlined"
                        label={t(`questions.types.${q.type}`)}
                      />
                      {q.options.map((o) => (
                        <Chip key={o.id} size="small" label={o.text} dir="auto" />
                      ))}
                    </Stack>
                  </Stack>
                </Stack>
                <Stack
                  direction="row"
                  sx={{
                    flexWrap: 'wrap',
                    justifyContent: 'flex-end',
                    alignItems: 'flex-start',
                    alignSelf: { md: 'flex-start' },
                    flexShrink: 0,
                    gap: 0.5,
                  }}
                >
                  {canOrder && (
                    <>
                      <Action
                        label={t('surveys.questions.moveUp', { number })}
                        icon={<ArrowUpwardOutlined />}
                        disabled={index === 0 || reorder.isPending}
                        onClick={() => reorder.mutate(movedOrder(ids, index, -1))}
                        testId={`survey-question-up-${q.id}`}
                      />
                      <Action
                        label={t('surveys.questions.moveDown', { number })}
                        icon={<ArrowDownwardOutlined />}
                        disabled={index === questions.length - 1 || reorder.isPending}
                        onClick={() => reorder.mutate(movedOrder(ids, index, 1))}
                        testId={`survey-question-down-${q.id}`}
                      />
                    </>
                  )}
                  {canEdit && (
                    <Action
                      label={t('surveys.questions.edit', { number })}
                      icon={<EditOutlined />}
                      onClick={() => setEditing(q.id)}
                      testId={`survey-question-edit-${q.id}`}
                    />
                  )}
                  {canRemove && (
                    <Action
                      label={t('surveys.questions.remove', { number })}
                      icon={<DeleteOutlined />}
                      onClick={() => setRemoving(q)}
                      testId={`survey-question-remove-${q.id}`}
                    />
                  )}
                  {canSeeResults && (
                    <Button
                      component={RouterLink}
                      to={`/admin/questions/${q.id}/results`}
                      size="small"
                      startIcon={<BarChartOutlined />}
                      aria-label={t('surveys.questions.results', { number })}
                      data-testid={`survey-question-results-${q.id}`}
                    >
                      {t('surveys.questions.resultsShort')}
                    </Button>
                  )}
                </Stack>
              </Stack>
            );
          })}
        </Box>
      )}
      <SurveyQuestionDialog
        screen={screen}
        surveyId={surveyId}
        editing={editing}
        onClose={() => setEditing(undefined)}
        onSaved={(creating) => {
          setEditing(undefined);
          enqueueSnackbar(t(creating ? 'surveys.questions.added' : 'surveys.questions.saved'), {
            variant: 'success',
          });
          onChanged();
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        title={t('surveys.questions.removeTitle')}
        confirmLabel={t('crud.delete')}
        destructive
        pending={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing)}
      >
        {t('surveys.questions.removeText', { text: removing?.text ?? '' })}
      </ConfirmDialog>
    </Paper>
  );
}
