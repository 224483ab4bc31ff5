import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import Typography from '@mui/material/Typography';

/** The brand's content: the app's mark and name (Brand links it home). */
export function BrandMark({ name }: { name: string }) {
  return (
    <>
      <AccountBalanceOutlined color="primary" aria-hidden />
      <Typography component="span" variant="h6" sx={{ fontWeight: 700, lineHeight: 1 }}>
        {name}
      </Typography>
    </>
  );
}

/** How the brand's link is laid out (the app's router link, the sign-in page's plain one). */
export const BRAND_LINK_SX = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 1,
  color: 'inherit',
  textDecoration: 'none',
} as const;
