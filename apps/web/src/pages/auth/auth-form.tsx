import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
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
    <Stack component="form" noValidate spacing={2} onSubmit={props.onSubmit}>
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
    </Stack>
  );
}
