import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * The no-auth pages' frame (sign-in, register, password): the header's brand and choices on
 * top, one centred card, the tagline below. The app's NoauthLayout and the sign-in page's own
 * entry both draw it.
 */
export function NoauthFrame(props: {
  /** The brand, then the language and display choices. */
  brand: ReactNode;
  actions: ReactNode;
  tagline: string;
  children: ReactNode;
}) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="header"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, minHeight: 48 }}
      >
        {props.brand}
        <Box sx={{ flexGrow: 1 }} />
        {props.actions}
      </Box>
      {/* The card hangs from the top rather than being centred: when the page's form arrives and
          the card grows, nothing on screen moves. */}
      <Box
        component="main"
        sx={{
          flexGrow: 1,
          display: 'grid',
          placeItems: 'start center',
          px: 2,
          pb: 2,
          pt: { xs: 2, sm: '8vh' },
        }}
      >
        <Card sx={{ width: '100%', maxWidth: 460 }}>
          <CardContent sx={{ p: { xs: 3, sm: 4 } }}>{props.children}</CardContent>
        </Card>
      </Box>
      <Box component="footer" sx={{ p: 2, textAlign: 'center' }}>
        <Typography variant="caption" color="text.secondary">
          {props.tagline}
        </Typography>
      </Box>
    </Box>
  );
}
