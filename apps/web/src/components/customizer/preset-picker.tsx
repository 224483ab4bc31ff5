import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PRESET_COLORS, type PresetColor } from '../../store/prefs';
import { PRESETS } from '../../theme/presets';

export const PRESET_NAME_KEYS: Record<PresetColor, string> = {
  default: 'customizer.presets.default',
  theme1: 'customizer.presets.theme1',
  theme2: 'customizer.presets.theme2',
  theme3: 'customizer.presets.theme3',
  theme4: 'customizer.presets.theme4',
  theme5: 'customizer.presets.theme5',
  theme6: 'customizer.presets.theme6',
};

interface PresetPickerProps {
  value: PresetColor;
  mode: 'light' | 'dark';
  onChange: (value: PresetColor) => void;
}

/** Colour swatches (primary over secondary), each named for screen readers and on hover. */
export function PresetPicker({ value, mode, onChange }: PresetPickerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle2" component="h3" gutterBottom>
        {t('customizer.presetColor')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        value={value}
        aria-labelledby={titleId}
        onChange={(_event, next: PresetColor | null) => next !== null && onChange(next)}
        sx={{
          flexWrap: 'wrap',
          gap: 1,
          '& .MuiToggleButtonGroup-grouped': { borderRadius: '50%' },
        }}
      >
        {PRESET_COLORS.map((preset) => {
          const colors = PRESETS[preset][mode];
          const name = t(PRESET_NAME_KEYS[preset]);
          return (
            <ToggleButton
              key={preset}
              value={preset}
              aria-label={name}
              title={name}
              data-testid={`preset-${preset}`}
              sx={{
                p: 0.5,
                border: 2,
                borderColor: 'divider',
                '&.Mui-selected': { borderColor: 'text.primary' },
              }}
            >
              <Box
                aria-hidden
                sx={{
                  width: 28,
                  height: 28,
                  borderRadius: '50%',
                  background: `linear-gradient(135deg, ${colors.primary} 50%, ${colors.secondary} 50%)`,
                }}
              />
            </ToggleButton>
          );
        })}
      </ToggleButtonGroup>
    </Box>
  );
}
