import type { UserWithIncludes } from '@caffee/contract';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LockResetOutlined from '@mui/icons-material/LockResetOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useQueryClient } from '@tanstack/react-query';
import { useSingleMutation } from '../../../api/use-single-mutation';
import { useSnackbar } from '../../../components/notices';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorMessageKey } from '../../../api/error-message';
import { useCan, useCurrentUser } from '../../../auth/auth-context';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { RecordRow } from '../../../crud/screen';
import { deleteUser, runUserAction, USERS_PATH, type UserAction } from './users-api';

type Action = UserAction | 'delete';

// What each action asks first (activation needs no question) and says when done.
const CONFIRM: Record<Exclude<Action, 'activate'>, { title: string; text: string; ok: string }> = {
  disable: { title: 'users.disable.title', text: 'users.disable.text', ok: 'users.disable.ok' },
  'reset-password': {
    title: 'users.reset.title',
    text: 'users.reset.text',
    ok: 'users.reset.ok',
  },
  delete: { title: 'users.delete.title', text: 'users.delete.text', ok: 'users.delete.ok' },
};
const DONE: Record<Action, string> = {
  activate: 'users.activate.done',
  disable: 'users.disable.done',
  'reset-password': 'users.reset.done',
  delete: 'users.delete.done',
};

function ActionButton(props: {
  label: string;
  testId: string;
  icon: ReactElement;
  onClick?: () => void;
  to?: string;
  color?: 'error' | 'success';
  disabled?: boolean;
}) {
  const { label, testId, icon, onClick, to, color, disabled } = props;
  const link = to ? { component: RouterLink, to } : {};
  return (
    <Tooltip title={label}>
      {/* The span keeps the tooltip working while the button is disabled. */}
      <span>
        <IconButton
          size="small"
          aria-label={label}
          data-testid={testId}
          onClick={onClick}
          color={color}
          disabled={disabled}
          {...link}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/**
 * Edit, activate or disable, mail a password link, delete: as the role allows, not on oneself.
 * `accountOnly` leaves out edit and delete, which a user's page offers in its header.
 */
export function UserRowActions({
  record,
  accountOnly = false,
}: {
  record: RecordRow;
  accountOnly?: boolean;
}) {
  const { t } = useTranslation();
  const can = useCan();
  const me = useCurrentUser();
  const user = record as unknown as UserWithIncludes;
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  // The dialog keeps its last question while it fades out.
  const [asking, setAsking] = useState<Exclude<Action, 'activate'>>('delete');
  const [open, setOpen] = useState(false);
  const ask = (action: Exclude<Action, 'activate'>) => {
    setAsking(action);
    setOpen(true);
  };
  const self = me.id === user.id;
  // An account with more power than the reader's is theirs to read, not to manage.
  const may = (permission: string) => user.manageable !== false && can(permission);
  // An account reached by phone only is named by its number (issue 42).
  const values = { name: user.name, email: user.email ?? user.phone ?? '' };

  const mutation = useSingleMutation<unknown, Action>({
    mutationFn: (action) =>
      action === 'delete' ? deleteUser(user.id) : runUserAction(user.id, action),
    onSuccess: (_data, action) => {
      setOpen(false);
      enqueueSnackbar(t(DONE[action], values), { variant: 'success' });
      // Counts of users per role change too.
      void queryClient.invalidateQueries({ queryKey: [USERS_PATH] });
      void queryClient.invalidateQueries({ queryKey: ['roles'] });
    },
    onError: (error) => {
      setOpen(false);
      enqueueSnackbar(t(errorMessageKey(error)), { variant: 'error' });
    },
  });

  const key = user.email ?? String(user.id);
  const confirm = CONFIRM[asking];
  return (
    <>
      {!accountOnly && may('users:update') && (
        <ActionButton
          label={t('users.edit')}
          testId={`user-edit-${key}`}
          icon={<EditOutlined fontSize="small" />}
          to={`${user.id}/edit`}
        />
      )}
      {!self && user.status !== 'active' && may('users:activate') && (
        <ActionButton
          label={t('users.activate.action')}
          testId={`user-activate-${key}`}
          icon={<CheckCircleOutlined fontSize="small" />}
          color="success"
          disabled={mutation.isPending}
          onClick={() => mutation.mutate('activate')}
        />
      )}
      {!self && user.status === 'active' && may('users:update') && (
        <ActionButton
          label={t('users.disable.action')}
          testId={`user-disable-${key}`}
          icon={<BlockOutlined fontSize="small" />}
          onClick={() => ask('disable')}
        />
      )}
      {user.status !== 'disabled' && may('users:update') && (
        <ActionButton
          label={t('users.reset.action')}
          testId={`user-reset-${key}`}
          icon={<LockResetOutlined fontSize="small" />}
          onClick={() => ask('reset-password')}
        />
      )}
      {!accountOnly && !self && may('users:delete') && (
        <ActionButton
          label={t('users.delete.action')}
          testId={`user-delete-${key}`}
          icon={<DeleteOutlined fontSize="small" />}
          color="error"
          onClick={() => ask('delete')}
        />
      )}
      <ConfirmDialog
        open={open}
        title={t(confirm.title)}
        confirmLabel={t(confirm.ok)}
        destructive={asking !== 'reset-password'}
        pending={mutation.isPending}
        onConfirm={() => mutation.mutate(asking)}
        onClose={() => setOpen(false)}
      >
        {t(confirm.text, values)}
      </ConfirmDialog>
    </>
  );
}
