import type { UserCreate, UserUpdate, UserWithIncludes } from '@caffee/contract';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from '../../components/notices';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAuth, useCurrentUser } from '../../auth/auth-context';
import { ApiErrorAlert } from '../../components/api-error-alert';
import { formResolver } from '../../forms/form-resolver';
import { usePersistentForm } from '../../forms/use-persistent-form';
import { UserFormFields } from './user-form-fields';
import {
  emptyUser,
  PHONE_FORMAT,
  showSaveError,
  USER_FORM_FIELDS,
  UserCreateFormSchema,
  UserEditFormSchema,
  userToForm,
  type UserFormInput,
} from './user-form-schema';
import { createUser, updateUser, USERS_PATH } from './users-api';

// One form for both: the fields differ only by the password, the rules by the schema.
const createResolver = formResolver(UserCreateFormSchema, PHONE_FORMAT) as Resolver<UserFormInput>;
const editResolver = formResolver(UserEditFormSchema, PHONE_FORMAT) as Resolver<UserFormInput>;

/** The member-profile fields, sent for members only (the form shows them for members). */
const PROFILE = ['gender', 'kebeleId', 'party', 'position'] as const;

/**
 * An edit's body: every field, a cleared phone or profile field as null, an institute only
 * for its type, a profile only for a member.
 */
function toUpdate(values: UserFormInput): UserUpdate {
  const { password: _none, ...rest } = values;
  const body: Record<string, unknown> = {
    ...rest,
    phone: rest.phone ?? null,
    instituteId: rest.type === 'institute' ? rest.instituteId : null,
  };
  for (const name of PROFILE) {
    if (rest.type === 'member') body[name] = rest[name] ?? null;
    else delete body[name];
  }
  return body as UserUpdate;
}

function toCreate(values: UserFormInput): UserCreate {
  const body = { ...values } as UserCreate;
  if (body.type !== 'institute') delete body.instituteId;
  if (body.type !== 'member') for (const name of PROFILE) delete body[name];
  return body;
}

interface UserFormProps {
  user?: UserWithIncludes;
  onDone: () => void;
}

/** Creates a user, or edits one; errors land on their fields, the rest above the form. */
export function UserForm({ user, onDone }: UserFormProps) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const { refreshUser } = useAuth();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const self = user?.id === me.id;
  const form = useForm<UserFormInput>({
    resolver: user ? editResolver : createResolver,
    defaultValues: user ? userToForm(user) : emptyUser(),
  });
  const clearDraft = usePersistentForm(user ? `user-edit-${user.id}` : 'user-create', form);
  const [formError, setFormError] = useState<unknown>(null);

  const mutation = useMutation<UserWithIncludes, unknown, UserFormInput>({
    mutationFn: (values) =>
      user ? updateUser(user.id, toUpdate(values)) : createUser(toCreate(values)),
    onSuccess: (saved) => {
      clearDraft();
      enqueueSnackbar(t(user ? 'users.form.saved' : 'users.form.created', { name: saved.name }), {
        variant: 'success',
      });
      void queryClient.invalidateQueries({ queryKey: [USERS_PATH] });
      void queryClient.invalidateQueries({ queryKey: ['roles'] });
      if (self) void refreshUser();
      onDone();
    },
    onError: (error) => {
      const shown = showSaveError(error, form.setError, USER_FORM_FIELDS);
      setFormError(shown ? null : error);
    },
  });

  const cancel = () => {
    clearDraft();
    onDone();
  };

  return (
    <Card>
      <CardContent>
        <Stack
          component="form"
          noValidate
          spacing={3}
          data-testid="user-form"
          onSubmit={form.handleSubmit((values) => {
            setFormError(null);
            mutation.mutate(values);
          })}
        >
          <ApiErrorAlert error={formError} />
          <UserFormFields control={form.control} user={user} self={self} />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={cancel} disabled={mutation.isPending}>
              {t('common.cancel')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              loading={mutation.isPending}
              data-testid="user-save"
            >
              {t(user ? 'common.save' : 'users.form.createSubmit')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
