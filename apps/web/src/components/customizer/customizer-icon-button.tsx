import TuneIcon from '@mui/icons-material/Tune';
import IconButton from '@mui/material/IconButton';

/** The header's button that opens the display preferences (the app's and the sign-in page's). */
export function CustomizerIconButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <IconButton color="inherit" aria-label={label} data-testid="customizer-open" onClick={onClick}>
      <TuneIcon />
    </IconButton>
  );
}
