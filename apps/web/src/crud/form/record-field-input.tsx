import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Skeleton from '@mui/material/Skeleton';
import { useController, useWatch, type Control } from 'react-hook-form';
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../auth/auth-context';
import { FormSelectField } from '../../forms/form-select-field';
import { FormTextField } from '../../forms/form-text-field';
import { DateFieldInput } from './date-field-input';
import { KebeleField } from './kebele-field';
import { OptionsField } from './options-field';
import { formFields, isTranslatable, type FormValues } from '../data/record-derive';
import { requiredFields } from '../data/record-resolver';
import { choicesOf, type FieldSpec, type RecordRow, type RecordScreen } from '../screen';
import { TitlesField } from './titles-field';
import { TranslatedField } from './translated-field';
import { UsersField } from './users-field';
import { useOptions } from '../data/use-list-query';

type InputProps = {
  control: Control<FormValues>;
  field: FieldSpec;
  translatable: boolean;
  /** The record being edited; none on a new one. */
  record?: RecordRow;
  /** Marked as one a record must have (the contract's create schema says so). */
  required?: boolean;
};

function ReferenceInput({ control, field, required }: InputProps) {
  const { t } = useTranslation();
  const can = useCan();
  const options = useOptions(field.ref ?? '', can(`${field.ref}:list`));
  return (
    <FormSelectField
      control={control}
      name={field.name}
      labelKey={`records.fields.${field.name}`}
      // A record that must name one offers no "None".
      emptyLabel={required ? undefined : t('crud.none')}
      required={required}
      options={(options.data ?? []).map((o) => ({ value: o.id, label: o.name }))}
    />
  );
}

/** A yes/no field as a switch labelled with the field's name. */
export function BooleanInput({ control, field }: Pick<InputProps, 'control' | 'field'>) {
  const { t } = useTranslation();
  const { field: input } = useController({ control, name: field.name });
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

/** The input of one declared field, chosen by its kind. */
export function RecordFieldInput(props: InputProps) {
  const { control, field, translatable, required, record } = props;
  const { t } = useTranslation();
  if (translatable)
    return (
      <TranslatedField
        control={control}
        name={field.name}
        multiline={field.kind === 'longText'}
        required={required}
      />
    );
  if (field.kind === 'titles') return <TitlesField control={control} name={field.name} />;
  if (field.input)
    return (
      <Suspense fallback={<Skeleton variant="rounded" height={56} />}>
        <field.input control={control} field={field} record={record} />
      </Suspense>
    );
  if (field.kind === 'options') return <OptionsField control={control} field={field} />;
  if (field.kind === 'kebele') return <KebeleField control={control} name={field.name} />;
  if (field.kind === 'reference') return <ReferenceInput {...props} />;
  if (field.kind === 'users') return <UsersField control={control} field={field} />;
  if (field.kind === 'boolean') return <BooleanInput {...props} />;
  const choices = field.kind === 'enum' ? choicesOf(field) : undefined;
  if (choices)
    return (
      <FormSelectField
        control={control}
        name={field.name}
        labelKey={`records.fields.${field.name}`}
        // A value is always chosen where there must be one or a default stands for "none".
        emptyLabel={required || field.default !== undefined ? undefined : t('crud.none')}
        required={required}
        options={choices.values.map((v) => ({ value: v, label: t(choices.labelKey(v)) }))}
      />
    );
  if (field.kind === 'date' || field.kind === 'datetime')
    return <DateFieldInput control={control} field={field} required={required} />;
  const number = field.kind === 'number';
  return (
    <FormTextField
      control={control}
      name={field.name}
      labelKey={`records.fields.${field.name}`}
      type={number ? 'number' : 'text'}
      required={required}
      multiline={field.kind === 'longText'}
      minRows={field.kind === 'longText' ? 3 : undefined}
      slotProps={{
        inputLabel: number ? { shrink: true } : undefined,
        htmlInput: { dir: 'auto', 'data-testid': `field-${field.name}` },
      }}
    />
  );
}

/** An input shown only while its `when` holds (a member's profile, while the type is member). */
function WhenInput(props: InputProps & { when: NonNullable<FieldSpec['when']> }) {
  const { when, ...rest } = props;
  const value: unknown = useWatch({ control: props.control, name: when.field });
  return when.values.includes(String(value ?? '')) ? <RecordFieldInput {...rest} /> : null;
}

/** Every input of a screen's form, in the declaration's order, those a record must have marked. */
export function RecordFieldInputs({
  screen,
  control,
  record,
}: {
  screen: RecordScreen;
  control: Control<FormValues>;
  record?: RecordRow;
}) {
  const required = useMemo(() => requiredFields(screen), [screen]);
  return formFields(screen).map((field) => {
    const props = {
      control,
      field,
      record,
      translatable: isTranslatable(screen, field),
      required: required.has(field.name),
    };
    // Options show and hide themselves, keeping their place in the form.
    return field.when && field.kind !== 'options' ? (
      <WhenInput key={field.name} {...props} when={field.when} />
    ) : (
      <RecordFieldInput key={field.name} {...props} />
    );
  });
}
