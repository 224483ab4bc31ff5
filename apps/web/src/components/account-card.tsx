import type { CurrentUser } from '@caffee/contract';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_STATUS_COLORS, USER_STATUS_KEYS, USER_TYPE_KEYS } from '../auth/labels';
import { formatDate } from '../i18n/format-date';
import { usePrefs } from '../store/hooks';
import { DetailsList, type DetailRow } from './details-list';

/** The signed-in account as the API reports it, and today's date in the chosen calendar. */
export function AccountCard({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const { locale, calendar } = usePrefs();
  // Fixed at mount: the page shows the date it was opened, not a ticking clock.
  const [today] = useState(() => new Date());

  const rows: DetailRow[] = [
    { labelKey: 'account.name', value: user.name, testId: 'account-name' },
    // An account reached by phone only has no email (issue 42).
    ...(user.email
      ? [{ labelKey: 'account.email', value: user.email, testId: 'account-email' }]
      : []),
    ...(user.phone ? [{ labelKey: 'account.phone', value: user.phone }] : []),
    { labelKey: 'account.type', value: t(USER_TYPE_KEYS[user.type]), testId: 'account-type' },
    { labelKey: 'account.role', value: user.role?.name ?? t('account.noRole') },
    ...(user.institute ? [{ labelKey: 'account.institute', value: user.institute.name }] : []),
    {
      labelKey: 'account.status',
      value: (
        <Chip
          size="small"
          color={USER_STATUS_COLORS[user.status]}
          label={t(USER_STATUS_KEYS[user.status])}
        />
      ),
    },
    {
      labelKey: 'account.today',
      value: formatDate(today, locale, calendar, { dateStyle: 'full' }),
      testId: 'today',
    },
  ];

  return (
    <Card>
      <CardContent>
        <Typography variant="h2" gutterBottom>
          {t('account.title')}
        </Typography>
        <DetailsList rows={rows} />
      </CardContent>
    </Card>
  );
}
