import type { AgendaItem } from '@caffee/contract';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useSnackbar } from '../../components/notices';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../api/error-message';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { AddAgendaItemDialog } from './add-agenda-item-dialog';
import { orderedAgenda } from './agenda-input';
import { FileLinks } from './file-links';
import { removeAgendaItem } from './meeting-api';

interface AgendaCardProps {
  meetingId: number;
  agenda: readonly AgendaItem[];
  canEdit: boolean;
  onChanged: () => void;
}

/** The agenda in order: each item's presenter and files; items added and removed here. */
export function AgendaCard({ meetingId, agenda, canEdit, onChanged }: AgendaCardProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<AgendaItem | null>(null);
  const remove = useMutation({
    mutationFn: (item: AgendaItem) => removeAgendaItem(meetingId, item.id),
    onSuccess: () => {
      setRemoving(null);
      enqueueSnackbar(t('meetings.itemRemoved'), { variant: 'success' });
      onChanged();
    },
    onError: (error) => enqueueSnackbar(t(errorMessageKey(error)), { variant: 'error' }),
  });
  const items = orderedAgenda(agenda);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="meeting-agenda">
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography variant="h6" component="h2">
          {t('records.fields.agendaItems')}
        </Typography>
        {canEdit && (
          <Button
            variant="outlined"
            startIcon={<AddOutlined />}
            onClick={() => setAdding(true)}
            data-testid="agenda-add"
          >
            {t('meetings.addItem')}
          </Button>
        )}
      </Stack>
      {items.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('meetings.noAgenda')}
        </Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, mt: 1, pl: 0, listStyle: 'none' }}>
          {items.map((item, index) => (
            <Stack
              key={item.id}
              component="li"
              direction="row"
              spacing={1.5}
              sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', alignItems: 'flex-start' }}
              data-testid={`agenda-item-${item.id}`}
            >
              <Typography sx={{ minWidth: 24, fontWeight: 500 }} aria-hidden>
                {index + 1}.
              </Typography>
              <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 500 }} dir="auto">
                  {item.title}
                </Typography>
                {item.presenter && (
                  <Typography variant="body2" color="text.secondary" dir="auto">
                    {t('meetings.presentedBy', { name: item.presenter })}
                  </Typography>
                )}
                <FileLinks files={item.files} testId="agenda-file" />
              </Stack>
              {canEdit && (
                <IconButton
                  aria-label={t('meetings.removeItem', { title: item.title })}
                  onClick={() => setRemoving(item)}
                  data-testid={`agenda-remove-${item.id}`}
                >
                  <DeleteOutlined />
                </IconButton>
              )}
            </Stack>
          ))}
        </Box>
      )}
      {canEdit && (
        <AddAgendaItemDialog
          meetingId={meetingId}
          open={adding}
          onClose={() => setAdding(false)}
          onAdded={() => {
            enqueueSnackbar(t('meetings.itemAdded'), { variant: 'success' });
            onChanged();
          }}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('meetings.removeItemTitle')}
        confirmLabel={t('crud.delete')}
        destructive
        pending={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing)}
      >
        {t('meetings.removeItemText', { title: removing?.title ?? '' })}
      </ConfirmDialog>
    </Paper>
  );
}
