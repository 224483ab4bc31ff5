import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { BRAND_LINK_SX, BrandMark } from './brand-mark';

/** The app's name and mark, linking home (`/` picks the landing or login). */
export function Brand() {
  const { t } = useTranslation();
  return (
    <Box component={RouterLink} to="/" sx={BRAND_LINK_SX}>
      <BrandMark name={t('app.name')} />
    </Box>
  );
}
