import { LOCALES } from '@caffee/contract';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFieldArray, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../forms/form-text-field';
import type { FormValues } from '../data/record-derive';

/** An ordered list of multilingual titles (a meeting's agenda): add, edit, remove. */
export function TitlesField({ control, name }: { control: Control<FormValues>; name: string }) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: name as never });
  return (
    <Stack
      component="fieldset"
      spacing={1.5}
      sx={{ border: 0, p: 0, m: 0 }}
      data-testid={`titles-${name}`}
    >
      <Typography component="legend" variant="subtitle2">
        {t(`records.fields.${name}`)}
      </Typography>
      {fields.map((item, index) => (
        <Stack key={item.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography sx={{ pt: 2, minWidth: 24 }}>{index + 1}.</Typography>
          <Box
            sx={{
              flex: 1,
              display: 'grid',
              gap: 1,
              gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
            }}
          >
            {LOCALES.map((lang) => (
              <FormTextField
                key={lang}
                control={control}
                name={`${name}.${index}.title.${lang}`}
                labelKey="crud.inLanguage"
                labelValues={{ language: t(`language.${lang}`) }}
                size="small"
                slotProps={{
                  htmlInput: { lang, dir: 'auto', 'data-testid': `field-${name}-${index}-${lang}` },
                }}
              />
            ))}
          </Box>
          <IconButton
            aria-label={t('crud.removeItem', { number: index + 1 })}
            onClick={() => remove(index)}
          >
            <DeleteOutlined />
          </IconButton>
        </Stack>
      ))}
      <Button
        startIcon={<AddOutlined />}
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => append({ title: { om: '', en: '', am: '' } } as never)}
        data-testid={`add-${name}`}
      >
        {t('crud.addItem')}
      </Button>
    </Stack>
  );
}
