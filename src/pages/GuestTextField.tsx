import { useId, type ChangeEventHandler } from 'react';
import { FormControl, FormHelperText, InputLabel, OutlinedInput } from '@mui/material';

interface GuestTextFieldProps {
  name: string;
  type: 'email' | 'password' | 'text';
  label: string;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  /** The translated error, shown under the field. */
  error?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  /** The keyboard a phone shows: digits for a code. */
  inputMode?: 'numeric' | 'text';
}

/**
 * An outlined text field drawn as MUI's TextField draws it, without what TextField also brings
 * (Select and its menu, the filled and standard variants): the login page is the first download
 * of every agent's day.
 */
export function GuestTextField({ label, error, required, inputMode, ...input }: GuestTextFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl variant="outlined" error={Boolean(error)} required={required}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      {/* The outline's gap fits the label with its asterisk, as TextField's does. */}
      <OutlinedInput
        id={id}
        label={required ? `${label} *` : label}
        aria-describedby={error ? helperId : undefined}
        inputProps={inputMode ? { inputMode } : undefined}
        {...input}
      />
      {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}
