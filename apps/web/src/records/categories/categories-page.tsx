import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../auth/auth-context';
import { PageHeader } from '../../components/page-header';
import { can } from '../../crud/screen';
import { NESTED_SCREENS } from '../registry';

/** `/admin/categories`: every category list the role may open. */
export default function CategoriesPage() {
  const { t } = useTranslation();
  const allowed = useCan();
  return (
    <Stack spacing={2}>
      <PageHeader title={t('records.nav.categories')} />
      <Paper variant="outlined">
        <List disablePadding data-testid="category-types">
          {NESTED_SCREENS.categories
            .filter((screen) => allowed(can(screen, 'list')))
            .map((screen) => (
              <ListItem key={screen.key} disablePadding divider>
                <ListItemButton component={RouterLink} to={screen.key}>
                  <ListItemText primary={t(screen.labelKey)} />
                </ListItemButton>
              </ListItem>
            ))}
        </List>
      </Paper>
    </Stack>
  );
}
