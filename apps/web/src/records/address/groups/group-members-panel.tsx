import type { GroupMember } from '@caffee/contract';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from '../../../components/notices';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../api/error-message';
import { useCan } from '../../../auth/auth-context';
import { ErrorState } from '../../../crud/record-states';
import type { DetailExtra } from '../../../crud/screen';
import { usePrefs } from '../../../store/hooks';
import { GroupMembersList } from './group-members-list';
import {
  membersKey,
  saveGroupMembers,
  toChoice,
  useGroupMembers,
  type MemberChoice,
} from './groups-api';
import { MembersPicker } from './member-picker';

interface EditorProps {
  groupId: number;
  members: readonly GroupMember[];
  onDone: () => void;
  onCancel: () => void;
}

/** The member set being edited: search to add, remove a chip, save the whole set. */
function MembersEditor({ groupId, members, onDone, onCancel }: EditorProps) {
  const { t } = useTranslation();
  const { locale } = usePrefs();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const [chosen, setChosen] = useState<MemberChoice[]>(() => members.map(toChoice));
  const save = useMutation({
    mutationFn: () =>
      saveGroupMembers(
        groupId,
        chosen.map((m) => m.id),
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(membersKey(groupId, locale), saved);
      // Counts on the list, the tree and the record change with the set.
      void queryClient.invalidateQueries({ queryKey: ['caffee-groups'] });
      enqueueSnackbar(t('records.groups.membersSaved'), { variant: 'success' });
      onDone();
    },
  });
  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      data-testid="group-members-form"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      {save.isError && (
        <Alert severity="error" role="alert">
          {t(errorMessageKey(save.error))}
        </Alert>
      )}
      <MembersPicker
        label={t('records.groups.chooseMembers')}
        testId="group-members-input"
        value={chosen}
        onChange={setChosen}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button
          type="submit"
          variant="contained"
          loading={save.isPending}
          data-testid="group-members-save"
        >
          {t('common.save')}
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * A group's members on its detail page; whoever may update groups (and list users) edits
 * the set with a searchable multi-select.
 */
export const GroupMembersPanel: DetailExtra = ({ record, refetch }) => {
  const { t } = useTranslation();
  const can = useCan();
  const query = useGroupMembers(record.id);
  const [editing, setEditing] = useState(false);
  const mayEdit = can('caffee-groups:update') && can('users:list');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="group-members-panel">
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1 }}
      >
        <Typography variant="h6" component="h2">
          {t('records.groups.membersTitle')}
        </Typography>
        {mayEdit && !editing && query.data && (
          <Button
            variant="outlined"
            startIcon={<EditOutlined />}
            onClick={() => setEditing(true)}
            data-testid="group-members-edit"
          >
            {t('records.groups.editMembers')}
          </Button>
        )}
      </Stack>
      {query.isError && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
      {!query.data && !query.isError && <Skeleton variant="rounded" height={120} />}
      {query.data &&
        (editing ? (
          <MembersEditor
            groupId={record.id}
            members={query.data}
            onDone={() => {
              setEditing(false);
              refetch();
            }}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <GroupMembersList members={query.data} />
        ))}
    </Paper>
  );
};
