import Button, { type ButtonProps } from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormEventHandler, ReactNode } from 'react';
import { ApiErrorAlert } from '../../components/api-error-alert';

interface FormCardProps {
  title: string;
  hint: string;
  onSubmit: FormEventHandler;
  /** An error no field shows. */
  error: unknown;
  submitLabel: string;
  submitTestId: string;
  pending: boolean;
  submitColor?: ButtonProps['color'];
  submitVariant?: ButtonProps['variant'];
  children: ReactNode;
}

/** A card of the account page that asks for something and sends it: title, hint, fields, button. */
export function FormCard(props: FormCardProps) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h2" gutterBottom>
          {props.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {props.hint}
        </Typography>
        <Stack component="form" noValidate spacing={2} onSubmit={props.onSubmit}>
          <ApiErrorAlert error={props.error} />
          {props.children}
          <Button
            type="submit"
            variant={props.submitVariant ?? 'contained'}
            color={props.submitColor ?? 'primary'}
            loading={props.pending}
            sx={{ alignSelf: 'flex-start' }}
            data-testid={props.submitTestId}
          >
            {props.submitLabel}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
