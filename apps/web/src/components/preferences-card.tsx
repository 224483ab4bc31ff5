import TuneIcon from '@mui/icons-material/Tune';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, usePrefs } from '../store/hooks';
import { setCustomizerOpen } from '../store/ui-slice';
import { PRESET_NAME_KEYS } from './customizer/preset-picker';
import { DetailsList, type DetailRow } from './details-list';
import { LANGUAGE_NAME_KEYS } from '../i18n/language-names';

const FONT_KEYS = {
  Roboto: 'customizer.fonts.roboto',
  'Noto Sans Ethiopic': 'customizer.fonts.notoEthiopic',
  system: 'customizer.fonts.system',
} as const;

/**
 * The display preferences kept in this browser, read-only; changes happen in the
 * customizer drawer so the controls (and their test ids) exist once.
 */
export function PreferencesCard() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const prefs = usePrefs();
  const yesNo = (value: boolean) => t(value ? 'common.on' : 'common.off');

  const rows: DetailRow[] = [
    { labelKey: 'customizer.language', value: t(LANGUAGE_NAME_KEYS[prefs.locale]) },
    {
      labelKey: 'customizer.calendar',
      value: t(prefs.calendar === 'ethiopic' ? 'calendar.ethiopic' : 'calendar.gregorian'),
    },
    {
      labelKey: 'customizer.mode',
      value: t(prefs.navType === 'dark' ? 'customizer.dark' : 'customizer.light'),
    },
    { labelKey: 'customizer.presetColor', value: t(PRESET_NAME_KEYS[prefs.presetColor]) },
    {
      labelKey: 'customizer.layout',
      value: t(prefs.layout === 'horizontal' ? 'customizer.horizontal' : 'customizer.vertical'),
    },
    {
      labelKey: 'customizer.drawerType',
      value: t(prefs.drawerType === 'mini' ? 'customizer.drawerMini' : 'customizer.drawerDefault'),
    },
    { labelKey: 'customizer.fontFamily', value: t(FONT_KEYS[prefs.fontFamily]) },
    { labelKey: 'customizer.borderRadius', value: `${prefs.borderRadius} px` },
    {
      labelKey: 'customizer.fieldStyle',
      value: t(prefs.outlinedFilled ? 'customizer.outlined' : 'customizer.filled'),
    },
    { labelKey: 'customizer.rtl', value: yesNo(prefs.rtlLayout) },
    { labelKey: 'customizer.container', value: yesNo(prefs.container) },
  ];

  return (
    <Card>
      <CardContent>
        <Typography variant="h2" gutterBottom>
          {t('account.preferences')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('account.preferencesHint')}
        </Typography>
        <DetailsList rows={rows} />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          variant="outlined"
          startIcon={<TuneIcon />}
          data-testid="account-customize"
          onClick={() => dispatch(setCustomizerOpen(true))}
        >
          {t('account.changePreferences')}
        </Button>
      </CardActions>
    </Card>
  );
}
