import type { Kebele, RegionNode } from '@caffee/contract';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../auth/auth-context';
import { PageHeader } from '../../components/page-header';
import { ImportButton } from '../../crud/list/import-button';
import { fetchPage, fetchPayload } from '../../crud/data/crud-api';
import { ErrorState } from '../../crud/record-states';
import { TreeItem, TreeList, type TreeNode } from '../../crud/list/tree-list';
import { usePrefs } from '../../store/hooks';
import { placeScreens } from './screens';
import { can } from '../../crud/screen';

/** A woreda's kebeles, loaded when it is opened. */
function Kebeles({ woredaId }: { woredaId: number }) {
  const { t } = useTranslation();
  const { locale } = usePrefs();
  const query = useQuery({
    queryKey: ['kebeles', 'of', woredaId, locale],
    queryFn: () =>
      fetchPage<Kebele>('kebeles', {
        locale,
        filter: { woredaId },
        sorting: { name: 'asc' },
        pagination: { page: 1, pageSize: 100 },
      }),
  });
  if (!query.data)
    return (
      <Skeleton
        component="li"
        variant="text"
        sx={{ listStyle: 'none' }}
        aria-label={t('common.loading')}
      />
    );
  return (
    <>
      {query.data.rows.map((k) => (
        <TreeItem
          key={k.id}
          level={3}
          node={{
            id: `kebele-${k.id}`,
            label: k.name,
            detail: k.code ?? undefined,
            href: `kebeles/${k.id}`,
          }}
        />
      ))}
    </>
  );
}

/** `{type}/address`: region > zone > woreda > kebele, each opening its record. */
export default function AddressTreePage() {
  const { t } = useTranslation();
  const { locale } = usePrefs();
  const allowed = useCan();
  const query = useQuery({
    queryKey: ['regions', 'tree', locale],
    queryFn: () => fetchPayload<RegionNode[]>('regions/tree', { locale }),
  });
  const count = (key: string, n: number) => t(`records.address.${key}`, { count: n });
  const nodes: TreeNode[] = (query.data ?? []).map((r) => ({
    id: `region-${r.id}`,
    label: r.name,
    detail: count('zones', r.childCount),
    href: `regions/${r.id}`,
    children: r.children.map((z) => ({
      id: `zone-${z.id}`,
      label: z.name,
      detail: count('woredas', z.childCount),
      href: `zones/${z.id}`,
      children: z.children.map((w) => ({
        id: `woreda-${w.id}`,
        label: w.name,
        detail: count('kebeles', w.childCount),
        href: `woredas/${w.id}`,
        hasChildren: w.childCount > 0,
        renderChildren: () => <Kebeles woredaId={w.id} />,
      })),
    })),
  }));
  return (
    <Stack spacing={2}>
      <PageHeader
        title={t('records.nav.address')}
        actions={
          allowed('kebeles:create') && (
            <ImportButton path="address" title={t('records.address.importList')} />
          )
        }
      />
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {placeScreens
          .filter((s) => allowed(can(s, 'list')))
          .map((s) => (
            <Button key={s.key} component={RouterLink} to={s.key} variant="outlined" size="small">
              {t(s.labelKey)}
            </Button>
          ))}
      </Stack>
      {query.isError && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
      <Paper variant="outlined" sx={{ p: 2 }}>
        {query.data ? (
          <TreeList nodes={nodes} label={t('records.nav.address')} />
        ) : (
          !query.isError && <Skeleton variant="rounded" height={240} />
        )}
      </Paper>
    </Stack>
  );
}
