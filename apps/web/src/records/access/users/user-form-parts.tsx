import { useTranslation } from 'react-i18next';
import { useCan, useCurrentUser } from '../../../auth/auth-context';
import type { NamedOption } from '../../../crud/data/crud-api';
import { choicesOf, type FieldInputProps, type FormSection } from '../../../crud/screen';
import { useOptions } from '../../../crud/data/use-list-query';
import { FormSelectField } from '../../../forms/form-select-field';
import { PasswordField } from '../../../forms/password-field';

/** What an administrator may not change on their own account. */
const SELF_LOCKED = ['type', 'status', 'roleId', 'instituteId'];
/** What each choice means, under it. */
const HELP: Record<string, string> = {
  type: 'users.form.typeHelp',
  locale: 'users.form.localeHelp',
  roleId: 'users.form.roleHelp',
};

/**
 * The account's choices (type, status, language, role, institute) with what each means; on
 * the reader's own account the type, status, role and institute are locked. The role may be
 * left to the type's default on a new account only (the API takes no "none" on an edit); a
 * role or institute the reader may not list stays offered.
 */
export function AccountSelect({ control, field, record }: FieldInputProps) {
  const { t } = useTranslation();
  const can = useCan();
  const me = useCurrentUser();
  const ref = field.ref ?? '';
  const options = useOptions(ref, ref !== '' && can(`${ref}:list`));
  const creating = !record;
  const locked = record?.id === me.id && SELF_LOCKED.includes(field.name);
  const help = HELP[field.name] && (creating || field.name !== 'roleId') ? HELP[field.name] : null;
  const choices = choicesOf(field);
  const current = record?.[field.refField ?? ''] as NamedOption | null | undefined;
  const named = options.data ?? [];
  const all = current && !named.some((o) => o.id === current.id) ? [...named, current] : named;
  return (
    <FormSelectField
      control={control}
      name={field.name}
      labelKey={`records.fields.${field.name}`}
      required={field.required || field.name === 'instituteId'}
      disabled={locked}
      emptyLabel={field.name === 'roleId' && creating ? t('users.form.defaultRole') : undefined}
      helperText={locked ? t('users.form.selfLocked') : help ? t(help) : undefined}
      options={
        choices
          ? choices.values.map((value) => ({ value, label: t(choices.labelKey(value)) }))
          : all.map((o) => ({ value: o.id, label: o.name }))
      }
    />
  );
}

/** A new account's password; left empty, the user is sent a link to choose one (mail or SMS). */
export const PasswordSection: FormSection = ({ control, record }) =>
  record ? null : (
    <PasswordField
      control={control}
      name="password"
      labelKey="users.fields.password"
      helperKey="users.form.passwordHelp"
      autoComplete="new-password"
    />
  );
