import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useTranslation } from 'react-i18next';

interface SwitchRowProps {
  labelKey: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Put on the checkbox input itself, so tests can both click it and read `checked`. */
  testId: string;
}

export function SwitchRow({ labelKey, checked, onChange, testId }: SwitchRowProps) {
  const { t } = useTranslation();
  return (
    <FormControlLabel
      label={t(labelKey)}
      control={
        <Switch
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          slotProps={{ input: { 'data-testid': testId } as Record<string, string> }}
        />
      }
    />
  );
}
