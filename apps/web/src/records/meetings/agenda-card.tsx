import type { AgendaItem } from '@caffee/contract';
import AddOutlined from '@mui/icons-material/AddOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import ArrowDownwardOutlined from '@mui/icons-material/ArrowDownwardOutlined';
import ArrowUpwardOutlined from '@mui/icons-material/ArrowUpwardOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import MoreVertOutlined from '@mui/icons-material/MoreVertOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useSnackbar } from '../../components/notices';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../api/error-message';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { lazyPart } from '../../crud/data/lazy-part';
import { downloadPdf } from '../../crud/data/record-api';
import { DownloadButton } from '../../crud/list/export-button';
import { usePrefs } from '../../store/hooks';
import { orderedAgenda } from './agenda-input';
import { FileLinks } from './file-links';
import { moveAgendaItem, removeAgendaItem } from './meeting-api';

// The agenda item's form loads when the secretariat first adds or edits an item, not with the
// meeting's page, which members mostly read (issue 41).
const AgendaItemDialog = lazyPart(() =>
  import('./agenda-item-dialog').then((m) => m.AgendaItemDialog),
);

interface AgendaCardProps {
  meetingId: number;
  agenda: readonly AgendaItem[];
  canEdit: boolean;
  onChanged: () => void;
}

/**
 * The agenda in order: each item's presenter, the decision on it and its files; its PDFs (the
 * agenda, the minutes). Staff add items here and, from an item's menu, edit it in place, move
 * it up or down, or remove it.
 */
export function AgendaCard({ meetingId, agenda, canEdit, onChanged }: AgendaCardProps) {
  const { locale, calendar } = usePrefs();
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  // The form's item: null for a new one; undefined while the form is closed.
  const [editing, setEditing] = useState<AgendaItem | null | undefined>(undefined);
  const [removing, setRemoving] = useState<AgendaItem | null>(null);
  const [menu, setMenu] = useState<{ item: AgendaItem; anchor: HTMLElement } | null>(null);
  const remove = useMutation({
    mutationFn: (item: AgendaItem) => removeAgendaItem(meetingId, item.id),
    onSuccess: () => {
      setRemoving(null);
      enqueueSnackbar(t('meetings.itemRemoved'), { variant: 'success' });
      onChanged();
    },
    onError: (error) => enqueueSnackbar(t(errorMessageKey(error)), { variant: 'error' }),
  });
  const move = useMutation({
    mutationFn: ({ item, position }: { item: AgendaItem; position: number }) =>
      moveAgendaItem(meetingId, item.id, position),
    onSuccess: () => {
      enqueueSnackbar(t('meetings.itemMoved'), { variant: 'success' });
      onChanged();
    },
    onError: (error) => enqueueSnackbar(t(errorMessageKey(error)), { variant: 'error' }),
  });
  const items = orderedAgenda(agenda);
  const place = menu ? items.findIndex((i) => i.id === menu.item.id) : -1;
  const act = (action: (item: AgendaItem) => void) => () => {
    if (menu) action(menu.item);
    setMenu(null);
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="meeting-agenda">
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography variant="h6" component="h2">
          {t('records.fields.agendaItems')}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {items.length > 0 &&
            (['agenda', 'minutes'] as const).map((paper) => (
              <DownloadButton
                key={paper}
                label={t(`crud.document.${paper}Pdf`)}
                testId={`${paper}-pdf`}
                icon={<PictureAsPdfOutlined />}
                download={() =>
                  downloadPdf(`meetings/${meetingId}/${paper}.pdf`, `${paper}-${meetingId}.pdf`, {
                    locale,
                    calendar,
                  })
                }
              />
            ))}
          {canEdit && (
            <Button
              variant="outlined"
              startIcon={<AddOutlined />}
              onClick={() => setEditing(null)}
              data-testid="agenda-add"
            >
              {t('meetings.addItem')}
            </Button>
          )}
        </Stack>
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
                {item.decision && (
                  <Typography
                    variant="body2"
                    dir="auto"
                    sx={{ whiteSpace: 'pre-line' }}
                    data-testid={`agenda-decision-${item.id}`}
                  >
                    <Box component="span" sx={{ fontWeight: 500 }}>
                      {t('records.fields.decision')}:
                    </Box>{' '}
                    {item.decision}
                  </Typography>
                )}
                <FileLinks files={item.files} testId="agenda-file" />
              </Stack>
              {canEdit && (
                <IconButton
                  aria-label={t('meetings.itemActions', { title: item.title })}
                  aria-haspopup="menu"
                  disabled={move.isPending}
                  onClick={(e) => setMenu({ item, anchor: e.currentTarget })}
                  data-testid={`agenda-actions-${item.id}`}
                >
                  <MoreVertOutlined />
                </IconButton>
              )}
            </Stack>
          ))}
        </Box>
      )}
      <Menu anchorEl={menu?.anchor} open={menu !== null} onClose={() => setMenu(null)}>
        {[
          { id: 'edit', label: 'crud.edit', Icon: EditOutlined, run: setEditing },
          {
            id: 'move-up',
            label: 'meetings.moveUp',
            Icon: ArrowUpwardOutlined,
            off: place <= 0,
            run: (item: AgendaItem) => move.mutate({ item, position: place }),
          },
          {
            id: 'move-down',
            label: 'meetings.moveDown',
            Icon: ArrowDownwardOutlined,
            off: place < 0 || place >= items.length - 1,
            run: (item: AgendaItem) => move.mutate({ item, position: place + 2 }),
          },
          {
            id: 'remove',
            label: 'meetings.removeItemAction',
            Icon: DeleteOutlined,
            run: setRemoving,
          },
        ].map(({ id, label, Icon, off, run }) => (
          <MenuItem key={id} disabled={off} onClick={act(run)} data-testid={`agenda-${id}`}>
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t(label)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
      {canEdit && editing !== undefined && (
        <Suspense fallback={null}>
          <AgendaItemDialog
            meetingId={meetingId}
            item={editing}
            onClose={() => setEditing(undefined)}
            onSaved={() => {
              enqueueSnackbar(t(editing ? 'meetings.itemSaved' : 'meetings.itemAdded'), {
                variant: 'success',
              });
              onChanged();
            }}
          />
        </Suspense>
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
