import { useWatch } from 'react-hook-form';
import { BooleanInput } from '../../crud/form/record-field-input';
import type { FieldInputProps } from '../../crud/screen';

/** "Invite the sub-groups' members too": asked only once a committee is chosen. */
export function SubgroupsField({ control, field }: FieldInputProps) {
  const groupId: unknown = useWatch({ control, name: 'groupId' });
  return Number(groupId) ? <BooleanInput control={control} field={field} /> : null;
}
