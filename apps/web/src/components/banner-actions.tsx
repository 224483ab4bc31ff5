import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';

/** A standing message's two actions (an Alert's `action`): do what it offers, or close it. */
export function BannerActions(props: { label: string; onAct: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Button color="inherit" size="small" onClick={props.onAct}>
        {props.label}
      </Button>
      <IconButton
        color="inherit"
        size="small"
        aria-label={t('common.close')}
        onClick={props.onClose}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    </>
  );
}
