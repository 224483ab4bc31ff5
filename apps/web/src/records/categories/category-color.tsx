import { CATEGORY_COLORS, type CategoryColor } from '@caffee/contract';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { FieldDisplayProps } from '../../crud/screen';
import { CATEGORY_SWATCHES } from '../../theme/category-colors';

/** A palette name, if the value is one. */
export const asCategoryColor = (value: unknown): CategoryColor | null =>
  CATEGORY_COLORS.find((c) => c === value) ?? null;

/** A category's colour as a swatch beside its name; nothing where it has none. */
export function CategoryColorValue({ field, record }: FieldDisplayProps) {
  const { t } = useTranslation();
  const color = asCategoryColor(record[field.name]);
  if (!color) return null;
  return (
    <Stack
      component="span"
      direction="row"
      spacing={0.75}
      sx={{ alignItems: 'center', display: 'inline-flex' }}
    >
      <Box
        component="span"
        aria-hidden
        sx={{ width: 16, height: 16, borderRadius: 0.5, bgcolor: CATEGORY_SWATCHES[color].bg }}
      />
      <span>{t(`records.enum.${field.name}.${color}`)}</span>
    </Stack>
  );
}
