import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldInputProps } from '../../crud/screen';

/** "Invite the sub-groups' members too": asked only once a committee is chosen. */
export function SubgroupsField({ control, field }: FieldInputProps) {
  const { t } = useTranslation();
  const groupId: unknown = useWatch({ control, name: 'groupId' });
  const { field: input } = useController({ control, name: field.name });
  if (!Number(groupId)) return null;
  return (
    <FormControlLabel
      label={t(`records.fields.${field.name}`)}
      control={
        <Switch
          checked={Boolean(input.value)}
          onChange={(e) => input.onChange(e.target.checked)}
          slotProps={{ input: { 'data-testid': `field-${field.name}` } as object }}
        />
      }
    />
  );
}
