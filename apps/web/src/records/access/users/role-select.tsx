import type { Role, UserType } from '@caffee/contract';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../auth/auth-context';
import { USER_TYPE_KEYS } from '../../../auth/labels';
import { fetchPage } from '../../../crud/data/crud-api';
import type { FieldInputProps } from '../../../crud/screen';
import { usePrefs } from '../../../store/hooks';
import { AccountSelect } from './user-form-parts';

/**
 * The type a system role is made for when it differs from the account's type (a council
 * member given the Institute role), else null.
 */
export function otherTypeOfRole(
  role: Pick<Role, 'systemType'> | undefined,
  type: unknown,
): UserType | null {
  if (!role?.systemType || typeof type !== 'string' || !type) return null;
  return role.systemType === type ? null : role.systemType;
}

/** The account's role, with a warning (never a refusal) when it is another type's role. */
export function RoleSelect(props: FieldInputProps) {
  return (
    <Stack spacing={1}>
      <AccountSelect {...props} />
      <RoleTypeWarning control={props.control} />
    </Stack>
  );
}

function RoleTypeWarning({ control }: Pick<FieldInputProps, 'control'>) {
  const { t } = useTranslation();
  const can = useCan();
  const { locale } = usePrefs();
  const type: unknown = useWatch({ control, name: 'type' });
  const roleId: unknown = useWatch({ control, name: 'roleId' });
  const roles = useQuery({
    queryKey: ['roles', 'system-types', locale],
    queryFn: () => fetchPage<Role>('roles', { pagination: { page: 1, pageSize: 100 }, locale }),
    enabled: can('roles:list') && Boolean(roleId),
    staleTime: 60_000,
  });
  const role = roles.data?.rows.find((r) => r.id === Number(roleId));
  const madeFor = otherTypeOfRole(role, type);
  if (!role || !madeFor) return null;
  return (
    <Alert severity="warning" data-testid="role-type-warning">
      {t('users.form.roleOtherType', {
        role: role.name,
        roleType: t(USER_TYPE_KEYS[madeFor]),
        type: t(USER_TYPE_KEYS[type as UserType]),
      })}
    </Alert>
  );
}
