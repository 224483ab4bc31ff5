// What a dry run found, shown in the import dialog (import-dialog.tsx): the counts or every
// problem, each column's match, the first rows.
import type { ImportProblem, ImportResult } from '@caffee/contract';
import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Problems drawn at most: a wrong file may have one per cell of 20,000 rows. */
const PROBLEMS_SHOWN = 100;

/**
 * Each header cell's target, in order: null, the column is ignored; '', matched to nothing yet
 * (an unknown column: a problem until it is matched or ignored).
 */
export type Matches = (string | null)[];
/** The select's value for an ignored column (a select's values are strings). */
const IGNORE = '-';
/** Where a problem is, as "Row 5 · Title [en]" (the header row is named, not numbered). */
function problemPlace(problem: ImportProblem, result: ImportResult, t: TFunction): string {
  const row =
    problem.row >= 2
      ? t('crud.import.row', { row: problem.row })
      : problem.row === 1
        ? t('crud.import.headerRow')
        : null;
  // The column's target as the screens name it, else the header as the file writes it.
  const target = result.columns.find((c) => c.header === problem.column)?.target ?? problem.field;
  const column = result.targets.find((c) => c.target === target)?.label ?? problem.column;
  return [row, column].filter(Boolean).join(' · ');
}

interface ImportReviewProps {
  result: ImportResult;
  matches: Matches;
  onMatch: (index: number, target: string | null) => void;
}

/** What a check found: the counts or the problems, the columns' matches, the first rows. */
export function ImportReview({ result, matches, onMatch }: ImportReviewProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const problems = [...result.problems].sort((a, b) => a.row - b.row);
  const ignored = (index: number) => (matches[index] ?? null) === null;
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const labelOf = (target: string) => {
    const found = result.targets.find((c) => c.target === target);
    if (!found) return undefined;
    return found.required ? t('crud.import.required', { label: found.label }) : found.label;
  };
  return (
    <>
      {problems.length === 0 ? (
        <Alert severity="success" data-testid="import-counts">
          {t('crud.import.counts', {
            created: result.created,
            updated: result.updated,
            unchanged: result.unchanged,
          })}
        </Alert>
      ) : (
        <Stack spacing={0.5}>
          <Alert severity="error">{t('crud.import.problems', { number: problems.length })}</Alert>
          <List
            dense
            disablePadding
            data-testid="import-problems"
            sx={{ maxHeight: 280, overflow: 'auto' }}
          >
            {problems.slice(0, PROBLEMS_SHOWN).map((problem, i) => (
              <ListItem key={i} disableGutters>
                <Typography variant="body2">
                  <strong>{problemPlace(problem, result, t)}</strong>
                  {`: ${problem.message}`}
                </Typography>
              </ListItem>
            ))}
            {problems.length > PROBLEMS_SHOWN && (
              <ListItem disableGutters>
                <Typography variant="body2" color="text.secondary">
                  {t('crud.import.moreProblems', { number: problems.length - PROBLEMS_SHOWN })}
                </Typography>
              </ListItem>
            )}
          </List>
        </Stack>
      )}
      <Typography variant="subtitle2" component="h3">
        {t('crud.import.columns')}
      </Typography>
      {/* One line a column: its header, then what it is imported as; stacked on a phone. */}
      <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} divider={<Divider />}>
        {result.columns.map((column, index) => (
          <Stack
            component="li"
            key={index}
            direction={phone ? 'column' : 'row'}
            spacing={phone ? 0.5 : 2}
            sx={{ py: 1, alignItems: phone ? 'stretch' : 'center' }}
          >
            <Typography
              id={`${baseId}-${index}`}
              variant="body2"
              sx={{ overflowWrap: 'anywhere', flex: phone ? undefined : '0 0 40%' }}
            >
              {column.header}
            </Typography>
            <TextField
              select
              size="small"
              fullWidth
              value={matches[index] === null ? IGNORE : (matches[index] ?? '')}
              onChange={(event) =>
                onMatch(index, event.target.value === IGNORE ? null : event.target.value)
              }
              slotProps={{
                select: {
                  // Read out as the file's header, then the chosen target.
                  labelId: `${baseId}-${index}`,
                  displayEmpty: true,
                  renderValue: (value: unknown) =>
                    value === ''
                      ? t('crud.import.unmatched')
                      : value === IGNORE
                        ? t('crud.import.ignore')
                        : (labelOf(String(value)) ?? String(value)),
                  SelectDisplayProps: { 'data-testid': `import-column-${index}` } as object,
                },
              }}
            >
              <MenuItem value={IGNORE}>
                <em>{t('crud.import.ignore')}</em>
              </MenuItem>
              {result.targets.map((target) => (
                <MenuItem key={target.target} value={target.target}>
                  {target.required
                    ? t('crud.import.required', { label: target.label })
                    : target.label}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        ))}
      </Stack>
      {result.preview.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h3">
            {t('crud.import.preview')}
          </Typography>
          {/* Scrolls sideways on its own: a wide file does not widen the dialog. */}
          <TableContainer data-testid="import-preview">
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('crud.import.rowNumber')}</TableCell>
                  {result.columns.map((column, index) => (
                    <TableCell
                      key={index}
                      sx={{ color: ignored(index) ? 'text.disabled' : undefined }}
                    >
                      {column.header}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {result.preview.map((cells, r) => (
                  <TableRow key={r}>
                    {/* The preview starts below the header, the spreadsheet's row 2. */}
                    <TableCell>{r + 2}</TableCell>
                    {cells.map((cell, index) => (
                      <TableCell
                        key={index}
                        sx={{
                          maxWidth: 240,
                          overflow: 'hidden',
                          textOverflow: 'ellipsis',
                          whiteSpace: 'nowrap',
                          color: ignored(index) ? 'text.disabled' : undefined,
                        }}
                      >
                        {cell}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
    </>
  );
}
