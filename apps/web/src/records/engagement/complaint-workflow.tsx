import {
  API_PREFIX,
  COMPLAINT_TRANSITIONS,
  REASON_MAX,
  type ComplaintStatus,
} from '@caffee/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from '../../components/notices';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { errorCode, errorMessageKey } from '../../api/error-message';
import { useSingleMutation } from '../../api/use-single-mutation';
import { useCan } from '../../auth/auth-context';
import type { DetailExtra } from '../../crud/screen';

/** The next statuses a reviewer may move a complaint to. */
export const nextStatuses = (status: ComplaintStatus): readonly ComplaintStatus[] =>
  COMPLAINT_TRANSITIONS[status] ?? [];

async function transition(id: number, to: ComplaintStatus, reason?: string) {
  await api.post(`${API_PREFIX}/complains/${id}/transition`, { to, ...(reason ? { reason } : {}) });
}

/** The steps that close a complaint, each asking its note: why it was rejected, how it was resolved. */
const NOTE: Partial<Record<ComplaintStatus, { title: string; label: string; testId: string }>> = {
  rejected: {
    title: 'records.workflow.rejectTitle',
    label: 'records.workflow.reason',
    testId: 'reject',
  },
  resolved: {
    title: 'records.workflow.resolveTitle',
    label: 'records.workflow.note',
    testId: 'resolve',
  },
};

/** The complaint workflow: a button per allowed step; closing it asks for its note. */
export const ComplaintWorkflow: DetailExtra = ({ record, refetch }) => {
  const { t } = useTranslation();
  const can = useCan();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const titleId = useId();
  // The step whose note is asked; kept while the dialog closes, so its words stay until gone.
  const [asking, setAsking] = useState<ComplaintStatus | null>(null);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const note = asking ? NOTE[asking] : undefined;
  const status = record.status as ComplaintStatus;
  const settled = (args: { to: ComplaintStatus }, key: string) => {
    setOpen(false);
    setReason('');
    enqueueSnackbar(t(key, { status: t(`records.enum.status.${args.to}`) }), {
      variant: key === 'records.workflow.done' ? 'success' : 'info',
    });
    void queryClient.invalidateQueries({ queryKey: ['complains'] });
    refetch();
  };
  const step = useSingleMutation({
    mutationFn: (args: { to: ComplaintStatus; reason?: string }) =>
      transition(record.id, args.to, args.reason),
    onSuccess: (_r, args) => settled(args, 'records.workflow.done'),
    // Taken already (from another tab, by a colleague, a retry): said as such, and shown.
    onError: (error, args) =>
      errorCode(error) === 'already_done'
        ? settled(args, 'records.workflow.already')
        : enqueueSnackbar(t(errorMessageKey(error)), { variant: 'error' }),
  });
  const steps = can('complains:review') ? nextStatuses(status) : [];
  if (steps.length === 0) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="complaint-workflow">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('records.workflow.title')}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {steps.map((to) => (
          <Button
            key={to}
            variant={to === 'rejected' ? 'outlined' : 'contained'}
            color={to === 'rejected' ? 'error' : 'primary'}
            disabled={step.isPending}
            data-testid={`transition-${to}`}
            onClick={() => {
              if (!NOTE[to]) return step.mutate({ to });
              setAsking(to);
              setOpen(true);
            }}
          >
            {t(`records.workflow.to.${to}`)}
          </Button>
        ))}
      </Stack>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="sm"
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (asking && reason.trim()) step.mutate({ to: asking, reason: reason.trim() });
          }}
        >
          <DialogTitle id={titleId}>{note && t(note.title)}</DialogTitle>
          <DialogContent>
            <TextField
              autoFocus
              required
              fullWidth
              multiline
              minRows={3}
              margin="dense"
              label={note && t(note.label)}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              slotProps={{
                htmlInput: { maxLength: REASON_MAX, 'data-testid': `${note?.testId}-reason` },
              }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{t('common.cancel')}</Button>
            <Button
              type="submit"
              color={asking === 'rejected' ? 'error' : 'primary'}
              variant="contained"
              disabled={!reason.trim() || step.isPending}
              data-testid={`${note?.testId}-confirm`}
            >
              {asking && t(`records.workflow.to.${asking}`)}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </Paper>
  );
};
