import Box from '@mui/material/Box';

/**
 * A stand-in where a logo or a cover image is missing: drawn inline in the theme's colours,
 * so it needs no network and follows dark mode.
 */
export function PlaceholderImage({
  kind,
  height = 140,
}: {
  kind: 'logo' | 'cover';
  height?: number;
}) {
  return (
    <Box
      data-testid={`placeholder-${kind}`}
      aria-hidden
      sx={{ height, bgcolor: 'action.hover', color: 'text.disabled', display: 'flex' }}
    >
      <svg viewBox="0 0 120 80" width="100%" height="100%" preserveAspectRatio="xMidYMid meet">
        {kind === 'logo' ? (
          <g fill="currentColor">
            <path d="M60 14 30 28h60z" />
            <rect x="34" y="31" width="6" height="26" />
            <rect x="50" y="31" width="6" height="26" />
            <rect x="64" y="31" width="6" height="26" />
            <rect x="80" y="31" width="6" height="26" />
            <rect x="28" y="59" width="64" height="6" />
          </g>
        ) : (
          <g fill="currentColor">
            <circle cx="42" cy="30" r="8" />
            <path d="M20 64 46 40l14 12 14-16 26 28z" />
          </g>
        )}
      </svg>
    </Box>
  );
}
