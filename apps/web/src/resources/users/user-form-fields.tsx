import { LOCALES, USER_STATUSES, USER_TYPES, type UserWithIncludes } from '@caffee/contract';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../auth/auth-context';
import { USER_STATUS_KEYS, USER_TYPE_KEYS } from '../../auth/labels';
import { LANGUAGE_NAME_KEYS } from '../../i18n/language-names';
import type { NamedOption } from '../../crud/crud-api';
import type { FormValues } from '../../crud/record-derive';
import { RecordFieldInput } from '../../crud/record-field-input';
import { useOptions } from '../../crud/use-list-query';
import { FormSelectField, type SelectOption } from '../../forms/form-select-field';
import { FormTextField } from '../../forms/form-text-field';
import { PasswordField } from '../../forms/password-field';
import type { UserFormInput } from './user-form-schema';
import { usersScreen } from './users-screen';

/** A member's council profile, as the users' declaration has it (gender, constituency...). */
const PROFILE_FIELDS = usersScreen.fields.filter((f) => f.when?.values.includes('member'));

interface UserFormFieldsProps {
  control: Control<UserFormInput>;
  /** The user being edited; none when creating. */
  user: UserWithIncludes | undefined;
  /** The admin's own account: type, status, role and institute are not theirs to change. */
  self: boolean;
}

/** Choices from the API, plus the current one when the role may not list them all. */
function withCurrent(options: NamedOption[] | undefined, current: NamedOption | null | undefined) {
  const all = options ?? [];
  const missing = current && !all.some((option) => option.id === current.id);
  return [...all, ...(missing ? [current] : [])].map((option): SelectOption => ({
    value: option.id,
    label: option.name,
  }));
}

/** The fields of the user form, in two columns on wide screens. */
export function UserFormFields({ control, user, self }: UserFormFieldsProps) {
  const { t } = useTranslation();
  const can = useCan();
  const roles = useOptions('roles', can('roles:list'));
  const institutes = useOptions('institutes', can('institutes:list'));
  const type = useWatch({ control, name: 'type' });
  const creating = !user;
  const lockedHelp = self ? t('users.form.selfLocked') : undefined;
  const half = { xs: 12, sm: 6 };

  return (
    <Grid container spacing={2}>
      <Grid size={half}>
        <FormTextField
          control={control}
          name="name"
          labelKey="users.fields.name"
          autoComplete="off"
          required
          autoFocus={creating}
        />
      </Grid>
      <Grid size={half}>
        <FormTextField
          control={control}
          name="email"
          labelKey="users.fields.email"
          type="email"
          autoComplete="off"
          required
        />
      </Grid>
      <Grid size={half}>
        <FormTextField
          control={control}
          name="phone"
          labelKey="users.fields.phone"
          helperKey="auth.phoneHelp"
          type="tel"
          autoComplete="off"
        />
      </Grid>
      <Grid size={half}>
        <FormSelectField
          control={control}
          name="locale"
          labelKey="users.fields.locale"
          helperText={t('users.form.localeHelp')}
          options={LOCALES.map((locale) => ({
            value: locale,
            label: t(LANGUAGE_NAME_KEYS[locale]),
          }))}
        />
      </Grid>
      <Grid size={half}>
        <FormSelectField
          control={control}
          name="type"
          labelKey="users.fields.type"
          required
          disabled={self}
          helperText={lockedHelp ?? t('users.form.typeHelp')}
          options={USER_TYPES.map((value) => ({ value, label: t(USER_TYPE_KEYS[value]) }))}
        />
      </Grid>
      <Grid size={half}>
        <FormSelectField
          control={control}
          name="status"
          labelKey="users.fields.status"
          required
          disabled={self}
          helperText={lockedHelp}
          options={USER_STATUSES.map((value) => ({ value, label: t(USER_STATUS_KEYS[value]) }))}
        />
      </Grid>
      <Grid size={half}>
        <FormSelectField
          control={control}
          name="roleId"
          labelKey="users.fields.role"
          disabled={self}
          emptyLabel={creating ? t('users.form.defaultRole') : undefined}
          helperText={lockedHelp ?? (creating ? t('users.form.roleHelp') : undefined)}
          options={withCurrent(roles.data, user?.role)}
        />
      </Grid>
      {type === 'institute' && (
        <Grid size={half}>
          <FormSelectField
            control={control}
            name="instituteId"
            labelKey="users.fields.institute"
            required
            disabled={self}
            helperText={lockedHelp}
            options={withCurrent(institutes.data, user?.institute)}
          />
        </Grid>
      )}
      {type === 'member' && (
        <>
          <Grid size={12}>
            <Typography variant="subtitle1" component="h2">
              {t('profiles.memberTitle')}
            </Typography>
          </Grid>
          {PROFILE_FIELDS.map((field) => (
            <Grid key={field.name} size={field.kind === 'kebele' ? 12 : half}>
              <RecordFieldInput
                control={control as unknown as Control<FormValues>}
                field={field}
                translatable={false}
              />
            </Grid>
          ))}
        </>
      )}
      {creating && (
        <Grid size={12}>
          <PasswordField
            control={control}
            name="password"
            labelKey="users.fields.password"
            helperKey="users.form.passwordHelp"
            autoComplete="new-password"
          />
        </Grid>
      )}
    </Grid>
  );
}
