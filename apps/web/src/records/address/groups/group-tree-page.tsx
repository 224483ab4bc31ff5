import type { GroupNode } from '@caffee/contract';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { fetchPayload } from '../../../crud/data/crud-api';
import { ErrorState } from '../../../crud/record-states';
import { TreeList, type TreeNode } from '../../../crud/list/tree-list';
import { GroupMembers } from './group-members-list';
import { usePrefs } from '../../../store/hooks';

/** `{type}/group-tree`: committees and sub-groups; choosing one shows its members. */
export default function GroupTreePage() {
  const { t } = useTranslation();
  const { locale } = usePrefs();
  const [search] = useSearchParams();
  const selected = Number(search.get('group')) || null;
  const query = useQuery({
    queryKey: ['caffee-groups', 'tree', locale],
    queryFn: () => fetchPayload<GroupNode[]>('caffee-groups/tree', { locale }),
  });
  const toNode = (g: GroupNode): TreeNode => ({
    id: `group-${g.id}`,
    label: g.name,
    detail: t('records.groups.members', { count: g.memberCount }),
    href: `?group=${g.id}`,
    children: g.children.map(toNode),
  });
  const find = (nodes: GroupNode[]): GroupNode | undefined =>
    nodes.reduce<GroupNode | undefined>(
      (hit, g) => hit ?? (g.id === selected ? g : find(g.children)),
      undefined,
    );
  const group = query.data && selected ? find(query.data) : undefined;
  return (
    <Stack spacing={2}>
      <PageHeader title={t('records.nav.groupTree')} />
      {query.isError && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Paper variant="outlined" sx={{ p: 2, flex: 1, width: '100%' }}>
          {query.data ? (
            <TreeList nodes={query.data.map(toNode)} label={t('records.nav.groupTree')} />
          ) : (
            !query.isError && <Skeleton variant="rounded" height={240} />
          )}
        </Paper>
        {group && (
          <Paper variant="outlined" sx={{ p: 2, flex: 1, width: '100%' }} data-testid="group-panel">
            <Typography variant="h6" component="h2" dir="auto">
              {group.name}
            </Typography>
            <Link
              component={RouterLink}
              to={`../caffee-groups/${group.id}`}
              relative="path"
              data-testid="group-open"
            >
              {t('records.groups.open')}
            </Link>
            <GroupMembers groupId={group.id} />
          </Paper>
        )}
      </Stack>
    </Stack>
  );
}
