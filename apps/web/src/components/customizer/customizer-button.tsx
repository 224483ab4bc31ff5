import TuneIcon from '@mui/icons-material/Tune';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../store/hooks';
import { setCustomizerOpen } from '../../store/ui-slice';

export function CustomizerButton() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <IconButton
      color="inherit"
      aria-label={t('header.customize')}
      data-testid="customizer-open"
      onClick={() => dispatch(setCustomizerOpen(true))}
    >
      <TuneIcon />
    </IconButton>
  );
}
