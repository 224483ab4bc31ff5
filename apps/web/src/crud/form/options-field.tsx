import { LOCALES } from '@caffee/contract';
import AddOutlined from '@mui/icons-material/AddOutlined';
import ArrowDownwardOutlined from '@mui/icons-material/ArrowDownwardOutlined';
import ArrowUpwardOutlined from '@mui/icons-material/ArrowUpwardOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { get, useFieldArray, useFormState, useWatch, type FieldError } from 'react-hook-form';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailsList } from '../../components/details-list';
import { FormTextField } from '../../forms/form-text-field';
import { useFieldErrorText } from '../../forms/use-field-error-text';
import { applies, type OptionValue } from '../data/record-derive';
import type { DetailExtra, FieldInputProps } from '../screen';

const blankOption = (): OptionValue => ({ text: { om: '', en: '', am: '' } });

/** The message of an error on the list itself: a resolver puts it at `root` once rows exist. */
function listMessage(error: unknown): string | undefined {
  const e = error as (FieldError & { root?: FieldError }) | undefined;
  return e?.root?.message ?? (typeof e?.message === 'string' ? e.message : undefined);
}

function OptionsEditor({ control, field }: FieldInputProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const name = field.name;
  const { fields, append, remove, move } = useFieldArray({ control, name: name as never });
  const { errors } = useFormState({ control, name });
  const message = listMessage(errors[name]);
  return (
    <Stack
      component="fieldset"
      spacing={1.5}
      sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
      data-testid={`options-${name}`}
    >
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {t(`records.fields.${name}`)}
      </Typography>
      {fields.map((item, index) => {
        const number = index + 1;
        const rowError = get(errors, `${name}.${index}.text`) as FieldError | undefined;
        return (
          <Stack key={item.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Typography sx={{ pt: 2, minWidth: 24 }}>{number}.</Typography>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Box
                sx={{
                  display: 'grid',
                  gap: 1,
                  gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
                }}
              >
                {LOCALES.map((lang) => (
                  <FormTextField
                    key={lang}
                    control={control}
                    name={`${name}.${index}.text.${lang}`}
                    labelKey="crud.options.label"
                    labelValues={{ number: String(number), language: t(`language.${lang}`) }}
                    size="small"
                    slotProps={{
                      htmlInput: {
                        lang,
                        dir: 'auto',
                        'data-testid': `field-${name}-${index}-${lang}`,
                      },
                    }}
                  />
                ))}
              </Box>
              {rowError?.message && (
                <FormHelperText error>{errorText(rowError.message)}</FormHelperText>
              )}
            </Box>
            <Stack direction={{ xs: 'column', sm: 'row' }}>
              <IconButton
                aria-label={t('crud.options.moveUp', { number })}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
                data-testid={`up-${name}-${index}`}
              >
                <ArrowUpwardOutlined />
              </IconButton>
              <IconButton
                aria-label={t('crud.options.moveDown', { number })}
                disabled={index === fields.length - 1}
                onClick={() => move(index, index + 1)}
                data-testid={`down-${name}-${index}`}
              >
                <ArrowDownwardOutlined />
              </IconButton>
              <IconButton
                aria-label={t('crud.options.remove', { number })}
                onClick={() => remove(index)}
                data-testid={`remove-${name}-${index}`}
              >
                <DeleteOutlined />
              </IconButton>
            </Stack>
          </Stack>
        );
      })}
      {fields.length === 0 && (
        <Typography color="text.secondary">{t('crud.options.none')}</Typography>
      )}
      {message && (
        <FormHelperText error data-testid={`error-${name}`}>
          {errorText(message)}
        </FormHelperText>
      )}
      <Button
        startIcon={<AddOutlined />}
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => append(blankOption() as never)}
        data-testid={`add-${name}`}
      >
        {t('crud.options.add')}
      </Button>
    </Stack>
  );
}

/**
 * The choices of a record (a question's options): an ordered list, each option written in
 * om, en and am side by side; added, removed and reordered; saved ones keep their id. With
 * `when`, it shows only while the other field allows it (a choice type).
 */
export function OptionsField({ control, field }: FieldInputProps) {
  const watched = useWatch({ control, name: field.when?.field ?? field.name });
  const shown = applies(field, field.when ? { [field.when.field]: watched } : {});
  return shown ? <OptionsEditor control={control} field={field} /> : null;
}

/**
 * The detail part listing a record's options in order (the generic detail list shows
 * fields by their own value); nothing for a record without options.
 */
export function optionsDetail(name: string): DetailExtra {
  function OptionsDetail({ record }: ComponentProps<DetailExtra>) {
    const raw = record[name];
    const items = (Array.isArray(raw) ? raw : []) as { id: number; text: string }[];
    if (items.length === 0) return null;
    const list = (
      <ol style={{ margin: 0, paddingInlineStart: '1.25em' }}>
        {items.map((item) => (
          <li key={item.id} dir="auto">
            {item.text}
          </li>
        ))}
      </ol>
    );
    return (
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <DetailsList
          rows={[{ labelKey: `records.fields.${name}`, value: list, testId: `detail-${name}` }]}
        />
      </Paper>
    );
  }
  return OptionsDetail;
}
