import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import type { FormEventHandler, ReactNode } from 'react';

/** The form of every sign-in page: its fields, then one submit button that shows progress. */
export function AuthForm(props: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  submitTestId: string;
  pending: boolean;
  children: ReactNode;
}) {
  return (
    // A flex column with gaps, not Stack: the sign-in page draws this form too, and Stack cost
    // it 0.7 kB gzip for what three CSS properties do.
    <Box
      component="form"
      noValidate
      onSubmit={props.onSubmit}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      {props.children}
      <Button
        type="submit"
        variant="contained"
        size="large"
        loading={props.pending}
        data-testid={props.submitTestId}
      >
        {props.submitLabel}
      </Button>
    </Box>
  );
}
