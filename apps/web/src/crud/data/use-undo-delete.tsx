import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from '../../components/notices';
import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../api/error-message';
import { deleteRecord, deleteRecordOnLeave } from './record-api';
import {
  isPendingDelete,
  scheduleDelete,
  subscribePendingDeletes,
  UNDO_DELAY_MS,
} from './undo-delete';

let version = 0;
subscribePendingDeletes(() => void version++);

/**
 * Deletes a record after an undo snackbar: the DELETE waits while the snackbar shows and
 * Undo cancels it. `hidden(id)` tells the list which rows to leave out meanwhile.
 */
export function useUndoDelete(path: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  useSyncExternalStore(subscribePendingDeletes, () => version);

  const remove = useCallback(
    (id: number, name: string) => {
      const cancel = scheduleDelete(
        `${path}/${id}`,
        async () => {
          try {
            await deleteRecord(path, id);
          } catch (error) {
            enqueueSnackbar(t(errorMessageKey(error)), { variant: 'error' });
          }
          await queryClient.invalidateQueries({ queryKey: [path] });
        },
        UNDO_DELAY_MS,
        () => deleteRecordOnLeave(path, id),
      );
      const snack = enqueueSnackbar(t('crud.deleted', { name }), {
        autoHideDuration: UNDO_DELAY_MS,
        action: (
          <Button
            color="inherit"
            size="small"
            data-testid="undo-delete"
            onClick={() => {
              cancel();
              closeSnackbar(snack);
            }}
          >
            {t('crud.undo')}
          </Button>
        ),
      });
    },
    [path, t, queryClient, enqueueSnackbar, closeSnackbar],
  );
  const hidden = useCallback((id: number) => isPendingDelete(`${path}/${id}`), [path]);
  return { remove, hidden };
}
