import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Component, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isLoadError, retryFailedLoads } from './retryable-lazy';

/** What a boundary shows in the place of what failed: `retry` renders it again. */
export type LoadErrorFallback = ComponentType<{ error: unknown; retry: () => void }>;

interface Props {
  children: ReactNode;
  /** `page`: a screen's whole place; `part`: a line in the place of a form field or panel. */
  size?: 'page' | 'part';
  /** A change (the address, for a page) clears the error and asks again for what failed. */
  resetKey?: unknown;
  /** Shown instead of the message (the notices' host shows nothing). */
  fallback?: LoadErrorFallback;
}

interface State {
  error: unknown;
  failed: boolean;
}

/**
 * Catches what fails below it, so that a lost connection or a bug never leaves a white page:
 * a load that failed says so with "Try again" (which loads afresh, `retryableLazy`), anything
 * else says something went wrong and offers to reload the page. React has no hook for this.
 */
export class LoadErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.retry();
  }

  retry = (): void => {
    retryFailedLoads();
    this.setState({ error: null, failed: false });
  };

  override render(): ReactNode {
    const { error, failed } = this.state;
    if (!failed) return this.props.children;
    const { fallback: Fallback, size = 'page' } = this.props;
    if (Fallback) return <Fallback error={error} retry={this.retry} />;
    return <LoadErrorMessage error={error} size={size} retry={this.retry} />;
  }
}

function reload(): void {
  window.location.reload();
}

/** What each case says and offers, as i18n keys. */
const TEXTS = {
  loadPage: { title: 'loadError.screen', hint: 'loadError.connection', act: 'common.retry' },
  loadPart: { title: 'loadError.part', hint: 'loadError.connection', act: 'common.retry' },
  broken: { title: 'loadError.broken', hint: 'loadError.reloadHint', act: 'loadError.reload' },
} as const;

/** The message in the reader's language: a screen's size, or a part's. */
export function LoadErrorMessage(props: {
  error: unknown;
  size: 'page' | 'part';
  retry: () => void;
}) {
  const { error, size, retry } = props;
  const { t } = useTranslation();
  // A bug would fail again the same way: only a fresh page load can help.
  const load = isLoadError(error);
  const texts = TEXTS[load ? (size === 'page' ? 'loadPage' : 'loadPart') : 'broken'];
  const act = load ? retry : reload;

  if (size === 'part') {
    return (
      <Alert
        severity={load ? 'warning' : 'error'}
        data-testid="load-error"
        action={
          <Button color="inherit" size="small" onClick={act}>
            {t(texts.act)}
          </Button>
        }
      >
        {t(texts.title)} {t(texts.hint)}
      </Alert>
    );
  }
  const Icon = load ? CloudOffOutlined : ErrorOutlineOutlined;
  return (
    <Stack
      role="alert"
      data-testid="load-error"
      spacing={2}
      sx={{ alignItems: 'center', textAlign: 'center', py: 6, px: 2 }}
    >
      <Icon color={load ? 'action' : 'error'} sx={{ fontSize: 48 }} />
      <Typography variant="h6" component="h1">
        {t(texts.title)}
      </Typography>
      <Typography color="text.secondary">{t(texts.hint)}</Typography>
      <Button variant="contained" onClick={act}>
        {t(texts.act)}
      </Button>
    </Stack>
  );
}
