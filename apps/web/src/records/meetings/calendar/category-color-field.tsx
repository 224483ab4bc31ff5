import { CATEGORY_COLORS, type CategoryColor } from '@caffee/contract';
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import ButtonBase from '@mui/material/ButtonBase';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { KeyboardEvent } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldInputProps } from '../../../crud/screen';
import { useFieldErrorText } from '../../../forms/use-field-error-text';
import { asCategoryColor } from '../../categories/category-color';
import { CATEGORY_SWATCHES, type Swatch } from '../../../theme/category-colors';

interface ChoiceProps {
  swatch: Swatch | null;
  label: string;
  chosen: boolean;
  testId: string;
  onChoose: () => void;
}

/** One colour of the palette, or the default, as a round radio button. */
function ColorChoice({ swatch, label, chosen, testId, onChoose }: ChoiceProps) {
  return (
    <Tooltip title={label}>
      <ButtonBase
        role="radio"
        aria-checked={chosen}
        // One stop for the group: the arrow keys move within it.
        tabIndex={chosen ? 0 : -1}
        aria-label={label}
        data-testid={testId}
        onClick={onChoose}
        sx={{
          width: 36,
          height: 36,
          borderRadius: '50%',
          bgcolor: swatch?.bg ?? 'background.paper',
          color: swatch?.fg ?? 'text.primary',
          border: 2,
          borderColor: chosen ? 'text.primary' : swatch ? 'transparent' : 'divider',
          boxShadow: chosen
            ? (theme) => `0 0 0 2px ${theme.palette.background.paper} inset`
            : 'none',
          '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        {chosen && <CheckOutlined fontSize="small" />}
      </ButtonBase>
    </Tooltip>
  );
}

/**
 * A category's colour, chosen from the palette (each keeps its events' text readable) or the
 * default; the choices are a radio group, moved through with the arrow keys.
 */
export function CategoryColorField({ control, field }: FieldInputProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const {
    field: input,
    fieldState: { error },
  } = useController({ control, name: field.name });
  const value = asCategoryColor(input.value);
  const choices: (CategoryColor | null)[] = [null, ...CATEGORY_COLORS];
  const choose = (next: CategoryColor | null) => input.onChange(next ?? '');
  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const horizontal = event.key === 'ArrowLeft' || event.key === 'ArrowRight';
    const delta = rtl && horizontal ? -step : step;
    const at = (choices.indexOf(value) + delta + choices.length) % choices.length;
    choose(choices[at]!);
    const buttons = event.currentTarget.querySelectorAll<HTMLElement>('[role="radio"]');
    buttons[at]?.focus();
  };
  const labelId = `field-${field.name}-label`;
  return (
    <FormControl error={Boolean(error)} data-testid={`field-${field.name}`}>
      <FormLabel id={labelId} sx={{ mb: 1 }}>
        {t(`records.fields.${field.name}`)}
      </FormLabel>
      <Stack
        role="radiogroup"
        aria-labelledby={labelId}
        direction="row"
        onKeyDown={onKeyDown}
        onBlur={input.onBlur}
        sx={{ flexWrap: 'wrap', gap: 1 }}
      >
        {choices.map((color) => (
          <ColorChoice
            key={color ?? 'none'}
            swatch={color ? CATEGORY_SWATCHES[color] : null}
            label={color ? t(`records.enum.${field.name}.${color}`) : t('calendarView.noColor')}
            chosen={value === color}
            testId={`color-${color ?? 'none'}`}
            onChoose={() => choose(color)}
          />
        ))}
      </Stack>
      {error && <FormHelperText>{errorText(error.message)}</FormHelperText>}
    </FormControl>
  );
}
