import CloseIcon from '@mui/icons-material/Close';
import Fade from '@mui/material/Fade';
import IconButton from '@mui/material/IconButton';
import { getContrastRatio, styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider, useSnackbar, type SnackbarKey } from 'notistack';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { attachNoticeHost } from '../../components/notices';

function CloseButton({ id }: { id: SnackbarKey }) {
  const { t } = useTranslation();
  const { closeSnackbar } = useSnackbar();
  return (
    <IconButton
      size="small"
      color="inherit"
      aria-label={t('common.close')}
      onClick={() => closeSnackbar(id)}
    >
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}

/**
 * notistack's own colours put white text on light green, blue and orange (contrast under
 * 4.5:1); the theme's darker shades with a computed text colour read well in both modes.
 */
const Content = styled(MaterialDesignContent)(({ theme }) => {
  // White text where it reaches WCAG AA (4.5:1), else near-black.
  const variant = (bg: string) => ({
    backgroundColor: bg,
    color: getContrastRatio(bg, '#fff') >= 4.5 ? '#fff' : 'rgba(0, 0, 0, 0.87)',
  });
  return {
    '&.notistack-MuiContent-success': variant(theme.palette.success.dark),
    '&.notistack-MuiContent-info': variant(theme.palette.info.dark),
    '&.notistack-MuiContent-warning': variant(theme.palette.warning.dark),
    '&.notistack-MuiContent-error': variant(theme.palette.error.dark),
  };
});
const COMPONENTS = {
  default: Content,
  success: Content,
  info: Content,
  warning: Content,
  error: Content,
};

/** Hands this host's functions to `components/notices` while it is mounted. */
function Attach() {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  useEffect(
    () =>
      attachNoticeHost({
        enqueue: (message, options) => void enqueueSnackbar(message, options),
        close: closeSnackbar,
      }),
    [enqueueSnackbar, closeSnackbar],
  );
  return null;
}

/**
 * Where the app's notices show (docs/architecture.md: bottom right, 6 s, at most 3 stacked,
 * dense, fading, with a close button). Loaded apart, after the first screen: pages ask for
 * notices through `components/notices`, which holds them until this is mounted.
 */
export default function SnackbarHost() {
  return (
    <SnackbarProvider
      maxSnack={3}
      dense
      autoHideDuration={6000}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      TransitionComponent={Fade}
      action={(id) => <CloseButton id={id} />}
      Components={COMPONENTS}
    >
      <Attach />
    </SnackbarProvider>
  );
}
