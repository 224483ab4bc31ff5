import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { actionLabelKey, resourceLabelKey } from '../../../crud/data/permission-labels';
import {
  cellExists,
  columnPermissions,
  groupState,
  groupTurnsOn,
  MATRIX_ACTIONS,
  MATRIX_RESOURCES,
  permissionName,
  rowPermissions,
  toggled,
  type GroupState,
} from './permission-matrix';

interface PermissionMatrixTableProps {
  granted: readonly string[];
  /** Shown but not changeable (the Administrator role, or a role the user may not edit). */
  readOnly: boolean;
  /** The whole new set after a click. */
  onChange: (permissions: string[]) => void;
}

const groupChecks = (state: GroupState) => ({
  checked: state === 'all',
  indeterminate: state === 'some',
});

// The resource column stays in view while the actions scroll sideways on a phone.
const stickyStart = {
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  borderInlineEnd: 1,
  borderInlineEndColor: 'divider',
} as const;

/** Resources × actions; a checkbox per permission, and one per row and column for all of it. */
export function PermissionMatrixTable({ granted, readOnly, onChange }: PermissionMatrixTableProps) {
  const { t } = useTranslation();
  const set = useMemo(() => new Set(granted), [granted]);
  const toggleGroup = (names: string[]) =>
    onChange(toggled(granted, names, groupTurnsOn(groupState(set, names))));

  return (
    <TableContainer sx={{ maxHeight: { md: 'calc(100vh - 220px)' } }}>
      <Table
        size="small"
        stickyHeader
        data-testid="permission-matrix"
        aria-label={t('roles.matrix.label')}
      >
        <TableHead>
          <TableRow>
            <TableCell sx={{ ...stickyStart, zIndex: 3, minWidth: { xs: 170, sm: 220 } }}>
              {t('roles.matrix.resource')}
            </TableCell>
            {MATRIX_ACTIONS.map((action) => {
              const label = t(actionLabelKey(action));
              return (
                <TableCell
                  key={action}
                  align="center"
                  sx={{ px: 0.5, whiteSpace: 'nowrap', bgcolor: 'background.paper' }}
                >
                  <Box>{label}</Box>
                  <Checkbox
                    size="small"
                    disabled={readOnly}
                    {...groupChecks(groupState(set, columnPermissions(action)))}
                    onChange={() => toggleGroup(columnPermissions(action))}
                    slotProps={{
                      input: {
                        'aria-label': t('roles.matrix.toggleColumn', { action: label }),
                        'data-testid': `permission-column-${action}`,
                      } as object,
                    }}
                  />
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {MATRIX_RESOURCES.map((resource) => {
            const label = t(resourceLabelKey(resource));
            const names = rowPermissions(resource);
            return (
              <TableRow key={resource} hover data-testid={`permission-row-${resource}`}>
                <TableCell component="th" scope="row" sx={{ ...stickyStart, py: 0 }}>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                    <Checkbox
                      size="small"
                      disabled={readOnly}
                      {...groupChecks(groupState(set, names))}
                      onChange={() => toggleGroup(names)}
                      slotProps={{
                        input: {
                          'aria-label': t('roles.matrix.toggleRow', { resource: label }),
                          'data-testid': `permission-row-toggle-${resource}`,
                        } as object,
                      }}
                    />
                    <Box sx={{ minWidth: 0 }}>
                      <Typography variant="body2">{label}</Typography>
                      <Typography variant="caption" color="text.secondary" component="code">
                        {resource}
                      </Typography>
                    </Box>
                  </Box>
                </TableCell>
                {MATRIX_ACTIONS.map((action) => {
                  if (!cellExists(resource, action)) return <TableCell key={action} />;
                  const name = permissionName(resource, action);
                  return (
                    <TableCell key={action} align="center" padding="checkbox">
                      <Checkbox
                        checked={set.has(name)}
                        disabled={readOnly}
                        onChange={(event) =>
                          onChange(toggled(granted, [name], event.target.checked))
                        }
                        slotProps={{
                          input: {
                            'aria-label': `${label}: ${t(actionLabelKey(action))}`,
                            'data-testid': `permission-${resource}-${action}`,
                          } as object,
                        }}
                      />
                    </TableCell>
                  );
                })}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
