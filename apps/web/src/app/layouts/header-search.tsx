import { LAW_SEARCH_MAX, type UserType } from '@caffee/contract';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';

/**
 * The header's search of everything: a box on wider screens (Enter opens the results page), a
 * button to that page on phones, where the bar has no room for a box. Both in the tab order.
 */
export function HeaderSearch({ type }: { type: UserType }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const page = `/${type}/search`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = value.trim();
    void navigate(q ? `${page}?${new URLSearchParams({ q }).toString()}` : page);
    setValue('');
  };
  return (
    <>
      <IconButton
        color="inherit"
        component={RouterLink}
        to={page}
        aria-label={t('search.open')}
        data-testid="header-search-button"
        sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
      >
        <SearchOutlined />
      </IconButton>
      <Box
        component="form"
        role="search"
        onSubmit={submit}
        sx={{
          display: { xs: 'none', sm: 'flex' },
          alignItems: 'center',
          gap: 0.5,
          px: 1,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          width: { sm: 180, md: 240 },
        }}
      >
        <SearchOutlined fontSize="small" sx={{ color: 'text.secondary' }} />
        <InputBase
          name="q"
          type="search"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder={t('search.placeholder')}
          sx={{ flex: 1, fontSize: 14 }}
          slotProps={{
            input: {
              'aria-label': t('search.placeholder'),
              maxLength: LAW_SEARCH_MAX,
            },
          }}
        />
      </Box>
    </>
  );
}
