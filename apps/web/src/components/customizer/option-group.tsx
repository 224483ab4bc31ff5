import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface Option<V extends string> {
  value: V;
  labelKey: string;
  icon?: ReactNode;
}

interface OptionGroupProps<V extends string> {
  titleKey: string;
  value: V;
  options: readonly Option<V>[];
  onChange: (value: V) => void;
  /** Each button gets `data-testid="<prefix>-<value>"`. */
  testIdPrefix: string;
}

/** One exclusive choice of the customizer, titled so screen readers announce the group. */
export function OptionGroup<V extends string>(props: OptionGroupProps<V>) {
  const { titleKey, value, options, onChange, testIdPrefix } = props;
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle2" component="h3" gutterBottom>
        {t(titleKey)}
      </Typography>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        color="primary"
        value={value}
        aria-labelledby={titleId}
        // A click on the selected button yields null: keep the current choice.
        onChange={(_event, next: V | null) => next !== null && onChange(next)}
      >
        {options.map((option) => (
          <ToggleButton
            key={option.value}
            value={option.value}
            data-testid={`${testIdPrefix}-${option.value}`}
            sx={{ gap: 1 }}
          >
            {option.icon}
            {t(option.labelKey)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
