import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../store/hooks';
import { setCustomizerOpen } from '../../store/ui-slice';
import { CustomizerIconButton } from './customizer-icon-button';

export function CustomizerButton() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <CustomizerIconButton
      label={t('header.customize')}
      onClick={() => dispatch(setCustomizerOpen(true))}
    />
  );
}
