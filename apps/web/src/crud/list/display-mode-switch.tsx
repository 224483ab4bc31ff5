import GridViewOutlined from '@mui/icons-material/GridViewOutlined';
import TableRowsOutlined from '@mui/icons-material/TableRowsOutlined';
import ViewListOutlined from '@mui/icons-material/ViewListOutlined';
import ViewQuiltOutlined from '@mui/icons-material/ViewQuiltOutlined';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { DISPLAY_MODES, type DisplayMode } from './use-display-mode';

const ICONS = {
  grid: GridViewOutlined,
  masonry: ViewQuiltOutlined,
  list: ViewListOutlined,
  table: TableRowsOutlined,
} as const;

/** The four ways a list shows its records; each button is `display-<mode>`. */
export function DisplayModeSwitch(props: {
  mode: DisplayMode;
  onChange: (m: DisplayMode) => void;
}) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={props.mode}
      onChange={(_e, value: DisplayMode | null) => value && props.onChange(value)}
      aria-label={t('crud.displayMode')}
    >
      {DISPLAY_MODES.map((mode) => {
        const Icon = ICONS[mode];
        return (
          <Tooltip key={mode} title={t(`crud.modes.${mode}`)}>
            <ToggleButton
              value={mode}
              aria-label={t(`crud.modes.${mode}`)}
              data-testid={`display-${mode}`}
            >
              <Icon fontSize="small" />
            </ToggleButton>
          </Tooltip>
        );
      })}
    </ToggleButtonGroup>
  );
}
