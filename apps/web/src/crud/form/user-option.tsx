import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { HTMLAttributes, Key } from 'react';

interface UserOptionProps {
  /** What the Autocomplete passes to `renderOption` (its `key` included). */
  props: HTMLAttributes<HTMLLIElement> & { key: Key };
  name: string;
  /** A second line (an email, an institute), when there is one. */
  detail?: string | null;
  testId: string;
}

/** One person in a user picker's list: the name, and a smaller line under it. */
export function UserOption({ props, name, detail, testId }: UserOptionProps) {
  const { key, ...rest } = props;
  return (
    <Box component="li" key={key} {...rest} data-testid={testId}>
      <Box>
        <Typography dir="auto">{name}</Typography>
        {detail && (
          <Typography variant="caption" color="text.secondary" dir="auto">
            {detail}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
