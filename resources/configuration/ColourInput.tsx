import { Box, InputAdornment } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { TextInput } from 'react-admin';

const HEX = /^#[0-9a-f]{6}$/i;

/** A #rrggbb colour typed as text, with a swatch of it (none while what is typed is not a colour). */
export function ColourInput({ source, label, helperText }: { source: string; label: string; helperText: string }) {
  const value: unknown = useWatch({ name: source });
  const colour = typeof value === 'string' && HEX.test(value.trim()) ? value.trim() : undefined;
  return (
    <TextInput
      source={source}
      label={label}
      helperText={helperText}
      InputProps={{
        startAdornment: (
          <InputAdornment position="start">
            <Box
              data-testid={`${source}-swatch`}
              aria-hidden
              sx={{
                width: 20,
                height: 20,
                borderRadius: 0.5,
                border: 1,
                borderColor: 'divider',
                bgcolor: colour ?? 'transparent',
              }}
            />
          </InputAdornment>
        ),
      }}
    />
  );
}
