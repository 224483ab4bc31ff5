import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { FieldValue } from '../detail/field-value';
import { columnFields } from '../data/record-derive';
import { usePrefs } from '../../store/hooks';
import { lineFields, recordTitle, type RecordRow, type RecordScreen } from '../screen';
import { SortHeader } from './sort-header';
import type { ListState } from '../data/use-list-params';

/** Records as a plain list: title and the columns as one line. */
export function RecordList({ screen, rows }: { screen: RecordScreen; rows: readonly RecordRow[] }) {
  const { t } = useTranslation();
  const { locale, calendar } = usePrefs();
  const others = lineFields(screen);
  const Actions = screen.rowActions;
  return (
    <Paper variant="outlined">
      <List data-testid="records-list" disablePadding>
        {rows.map((record) => (
          <ListItem key={record.id} disablePadding divider>
            <ListItemButton component={RouterLink} to={String(record.id)}>
              <ListItemText
                primary={recordTitle(screen, record, { t, locale, calendar })}
                slotProps={{ primary: { dir: 'auto' } }}
                secondary={others.map((field, i) => (
                  <Fragment key={field.name}>
                    {i > 0 && ' · '}
                    <FieldValue field={field} record={record} />
                  </Fragment>
                ))}
              />
            </ListItemButton>
            {Actions && (
              <Box sx={{ px: 1, flexShrink: 0 }}>
                <Actions record={record} />
              </Box>
            )}
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

// A row's actions stay in view while a wide table scrolls.
const stickyEnd = {
  whiteSpace: 'nowrap',
  py: 0.5,
  position: 'sticky',
  insetInlineEnd: 0,
  bgcolor: 'background.paper',
  borderInlineStart: 1,
  borderInlineStartColor: 'divider',
} as const;

interface TableProps {
  screen: RecordScreen;
  rows: readonly RecordRow[];
  list: ListState;
}

/** Records as a table; sortable columns sort through the address. */
export function RecordTable({ screen, rows, list }: TableProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const columns = columnFields(screen);
  const Actions = screen.rowActions;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" data-testid="records-table">
        <TableHead>
          <TableRow>
            {columns.map((field) =>
              screen.contract.list.sort.includes(field.name) ? (
                <SortHeader
                  key={field.name}
                  field={field.name}
                  labelKey={`records.fields.${field.name}`}
                  sort={list.params.sort}
                  onSort={list.setSort}
                />
              ) : (
                <TableCell key={field.name}>{t(`records.fields.${field.name}`)}</TableCell>
              ),
            )}
            {Actions && <TableCell sx={stickyEnd}>{t('list.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((record) => (
            <TableRow
              key={record.id}
              hover
              data-testid={`record-row-${record.id}`}
              sx={{ cursor: 'pointer' }}
              onClick={() => void navigate(String(record.id))}
            >
              {columns.map((field, i) => (
                <TableCell key={field.name} dir="auto">
                  {i === 0 ? (
                    <RouterLink to={String(record.id)} onClick={(e) => e.stopPropagation()}>
                      <FieldValue field={field} record={record} />
                    </RouterLink>
                  ) : (
                    <FieldValue field={field} record={record} />
                  )}
                </TableCell>
              ))}
              {Actions && (
                <TableCell sx={stickyEnd} onClick={(e) => e.stopPropagation()}>
                  <Actions record={record} />
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
