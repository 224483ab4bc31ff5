import CloseIcon from '@mui/icons-material/Close';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector, usePrefs } from '../../store/hooks';
import { BORDER_RADIUS_MAX, BORDER_RADIUS_MIN, type DisplayPrefs } from '../../store/prefs';
import { resetPrefs, updatePrefs } from '../../store/prefs-slice';
import { setCustomizerOpen } from '../../store/ui-slice';
import { OptionGroup, type Option } from './option-group';
import { PresetPicker } from './preset-picker';
import { SwitchRow } from './switch-row';

const MODES: readonly Option<DisplayPrefs['navType']>[] = [
  { value: 'light', labelKey: 'customizer.light', icon: <LightModeOutlined fontSize="small" /> },
  { value: 'dark', labelKey: 'customizer.dark', icon: <DarkModeOutlined fontSize="small" /> },
];
const LAYOUTS: readonly Option<DisplayPrefs['layout']>[] = [
  { value: 'vertical', labelKey: 'customizer.vertical' },
  { value: 'horizontal', labelKey: 'customizer.horizontal' },
];
const DRAWER_TYPES: readonly Option<DisplayPrefs['drawerType']>[] = [
  { value: 'default', labelKey: 'customizer.drawerDefault' },
  { value: 'mini', labelKey: 'customizer.drawerMini' },
];
const FONTS: readonly Option<DisplayPrefs['fontFamily']>[] = [
  { value: 'Roboto', labelKey: 'customizer.fonts.roboto' },
  { value: 'Noto Sans Ethiopic', labelKey: 'customizer.fonts.notoEthiopic' },
  { value: 'system', labelKey: 'customizer.fonts.system' },
];
const FIELD_STYLES: readonly Option<'outlined' | 'filled'>[] = [
  { value: 'outlined', labelKey: 'customizer.outlined' },
  { value: 'filled', labelKey: 'customizer.filled' },
];
const CALENDARS: readonly Option<DisplayPrefs['calendar']>[] = [
  { value: 'gregorian', labelKey: 'calendar.gregorian' },
  { value: 'ethiopic', labelKey: 'calendar.ethiopic' },
];

/** The right-hand drawer where a user adjusts the display preferences (kept in the browser). */
export function CustomizerDrawer() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const open = useAppSelector((state) => state.ui.customizerOpen);
  const prefs = usePrefs();
  const titleId = useId();
  const radiusId = useId();
  const update = (changes: Partial<DisplayPrefs>) => dispatch(updatePrefs(changes));
  const close = () => dispatch(setCustomizerOpen(false));

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={close}
      // Temporary drawers default to the drawer layer, under the app bar; this one is a dialog.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 360 } }, 'aria-labelledby': titleId } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, minHeight: 48 }}>
        <Typography id={titleId} variant="h2" sx={{ flexGrow: 1 }}>
          {t('customizer.title')}
        </Typography>
        <IconButton
          aria-label={t('customizer.close')}
          data-testid="customizer-close"
          onClick={close}
        >
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      <Stack spacing={3} sx={{ p: 2, overflowY: 'auto' }}>
        <OptionGroup
          titleKey="customizer.mode"
          testIdPrefix="mode"
          value={prefs.navType}
          options={MODES}
          onChange={(navType) => update({ navType })}
        />
        <PresetPicker
          value={prefs.presetColor}
          mode={prefs.navType}
          onChange={(presetColor) => update({ presetColor })}
        />
        <OptionGroup
          titleKey="customizer.calendar"
          testIdPrefix="calendar"
          value={prefs.calendar}
          options={CALENDARS}
          onChange={(calendar) => update({ calendar })}
        />
        <OptionGroup
          titleKey="customizer.layout"
          testIdPrefix="layout"
          value={prefs.layout}
          options={LAYOUTS}
          onChange={(layout) => update({ layout })}
        />
        <OptionGroup
          titleKey="customizer.drawerType"
          testIdPrefix="drawer"
          value={prefs.drawerType}
          options={DRAWER_TYPES}
          onChange={(drawerType) => update({ drawerType })}
        />
        <OptionGroup
          titleKey="customizer.fontFamily"
          testIdPrefix="font"
          value={prefs.fontFamily}
          options={FONTS}
          onChange={(fontFamily) => update({ fontFamily })}
        />
        <OptionGroup
          titleKey="customizer.fieldStyle"
          testIdPrefix="fields"
          value={prefs.outlinedFilled ? 'outlined' : 'filled'}
          options={FIELD_STYLES}
          onChange={(style) => update({ outlinedFilled: style === 'outlined' })}
        />
        <Box>
          <Typography id={radiusId} variant="subtitle2" component="h3" gutterBottom>
            {t('customizer.borderRadius')}
          </Typography>
          <Slider
            value={prefs.borderRadius}
            min={BORDER_RADIUS_MIN}
            max={BORDER_RADIUS_MAX}
            step={1}
            valueLabelDisplay="auto"
            aria-labelledby={radiusId}
            data-testid="border-radius"
            onChange={(_event, value) => update({ borderRadius: value })}
          />
        </Box>
        <Stack>
          <SwitchRow
            labelKey="customizer.rtl"
            testId="rtl-toggle"
            checked={prefs.rtlLayout}
            onChange={(rtlLayout) => update({ rtlLayout })}
          />
          <SwitchRow
            labelKey="customizer.container"
            testId="container-toggle"
            checked={prefs.container}
            onChange={(container) => update({ container })}
          />
        </Stack>
        <Button
          variant="outlined"
          data-testid="customizer-reset"
          onClick={() => dispatch(resetPrefs())}
        >
          {t('customizer.reset')}
        </Button>
      </Stack>
    </Drawer>
  );
}
