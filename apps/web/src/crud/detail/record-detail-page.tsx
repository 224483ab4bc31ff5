import type { AuditEntry, StoredFile } from '@caffee/contract';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useCan } from '../../auth/auth-context';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DetailsList } from '../../components/details-list';
import { PageHeader } from '../../components/page-header';
import { usePrefs } from '../../store/hooks';
import { AuditTimeline } from './audit-timeline';
import { CommentsThread } from './comments-thread';
import { FieldValue } from './field-value';
import { offers } from '../data/record-abilities';
import { applies } from '../data/record-derive';
import { downloadDocument, downloadPdf, fetchRecord } from '../data/record-api';
import { DownloadButton } from '../list/export-button';
import { RecordFiles } from './record-files';
import { deletedOf, ErrorState, isMissing, RecordGone } from '../record-states';
import { recordTitle, type RecordRow, type RecordScreen } from '../screen';
import { useUndoDelete } from '../data/use-undo-delete';

/** The id of the address, or 0 (which the API answers as not found) when malformed. */
export const idParam = (id: string | undefined) => (id && /^\d{1,10}$/.test(id) ? Number(id) : 0);

/** Everything about one record: its fields, files, type-specific part, comments and history. */
export function RecordDetailPage({ screen }: { screen: RecordScreen }) {
  const { t } = useTranslation();
  const allowed = useCan();
  const { locale, calendar } = usePrefs();
  const navigate = useNavigate();
  const id = idParam(useParams().id);
  const path = screen.contract.path;
  const [confirming, setConfirming] = useState(false);
  const { remove } = useUndoDelete(path);
  const includes = [
    'auditHistory',
    ...(screen.includes ?? []),
    ...(screen.recordIncludes ?? []),
    ...(screen.contract.files.length ? ['files'] : []),
  ];
  const query = useQuery({
    queryKey: [path, 'detail', id, locale],
    queryFn: () => fetchRecord(path, id, { locale, includes }),
  });
  const record: RecordRow | undefined = query.data;
  // A deleted record is still named by the name its reader knew (the server tells them).
  const named = record
    ? recordTitle(screen, record, { t, locale, calendar })
    : deletedOf(query.error)?.name || undefined;
  const title = named ?? t(screen.labelKey);
  const Extra = screen.detailExtra;

  return (
    <Stack spacing={2}>
      <PageHeader
        title={title}
        subtitle={named === undefined ? undefined : t(screen.labelKey)}
        actions={
          record && (
            <>
              <DownloadButton
                label={t('crud.document.pdf')}
                testId="record-pdf"
                icon={<PictureAsPdfOutlined />}
                title={t('crud.document.pdfHelp')}
                download={() => downloadDocument(path, id, { locale, calendar })}
              />
              {screen.documents?.map((document) => (
                <DownloadButton
                  key={document.name}
                  label={t(document.labelKey)}
                  testId={`record-pdf-${document.name}`}
                  icon={<PictureAsPdfOutlined />}
                  download={() =>
                    downloadPdf(
                      `${path}/${id}/${document.name}.pdf`,
                      `${path}-${id}-${document.name}.pdf`,
                      { locale, calendar },
                    )
                  }
                />
              ))}
              {!screen.noForms &&
                offers(screen, record, 'update', allowed) &&
                (screen.editable?.(record) ?? true) && (
                  <Button
                    component={RouterLink}
                    to="edit"
                    variant="outlined"
                    startIcon={<EditOutlined />}
                    data-testid="record-edit"
                  >
                    {t('crud.edit')}
                  </Button>
                )}
              {offers(screen, record, 'delete', allowed) && (
                <Button
                  color="error"
                  variant="outlined"
                  startIcon={<DeleteOutlined />}
                  onClick={() => setConfirming(true)}
                  data-testid="record-delete"
                >
                  {t('crud.delete')}
                </Button>
              )}
            </>
          )
        }
      />
      {query.isError &&
        (isMissing(query.error) ? (
          <RecordGone error={query.error} path={path} listLabel={t(screen.labelKey)} />
        ) : (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        ))}
      {!record && !query.isError && (
        <Skeleton variant="rounded" height={320} role="status" aria-label={t('common.loading')} />
      )}
      {record && (
        <>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="record-detail">
            <DetailsList
              rows={screen.fields
                .filter((f) => !f.hidden && applies(f, record))
                .map((field) => ({
                  labelKey: `records.fields.${field.name}`,
                  value: <FieldValue field={field} record={record} />,
                  testId: `detail-${field.name}`,
                }))}
            />
          </Paper>
          {Extra && (
            <Suspense fallback={<Skeleton variant="rounded" height={120} />}>
              <Extra record={record} refetch={() => void query.refetch()} />
            </Suspense>
          )}
          {Array.isArray(record.files) && <RecordFiles files={record.files as StoredFile[]} />}
          {screen.contract.comments && (
            <CommentsThread
              path={path}
              id={id}
              closed={(record.can as { comment?: boolean } | undefined)?.comment === false}
            />
          )}
          <AuditTimeline
            entries={(record.auditHistory ?? []) as AuditEntry[]}
            fields={screen.fields}
            record={record}
          />
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('crud.deleteTitle')}
        confirmLabel={t('crud.delete')}
        destructive
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          remove(id, title);
          void navigate('..', { relative: 'path' });
        }}
      >
        {t('crud.deleteText', { name: title })}
      </ConfirmDialog>
    </Stack>
  );
}
