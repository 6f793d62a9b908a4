import { useEffect, useState } from 'react';
import { InputAdornment, TextField, type SxProps, type Theme } from '@mui/material';
import { FieldTitle, InputHelperText, useInput, useResourceContext, type Validator } from 'react-admin';
import { currentLanguage } from '../../providers/i18nProvider';
import { centsToDollarsText, dollarsTextToCents } from '../../domain/money';
import { validAmount } from './validators';

interface Props {
  source: string;
  label?: string;
  helperText?: string | false;
  validate?: Validator | Validator[];
  isRequired?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  alwaysOn?: boolean;
  sx?: SxProps<Theme>;
}

const sameAmount = (a: number | null, b: unknown) => Object.is(a, b ?? null);

/**
 * Dollars typed in the agent's language ("1 500,25" or "1,500.25"), integer cents in the form and
 * on the wire. The typed text is kept as typed (no reformatting under the cursor); while it is not
 * an amount the field holds NaN, which every validator and the shared schemas refuse.
 */
export function MoneyInput({ source, label, helperText, validate = [], isRequired, disabled, fullWidth, sx }: Props) {
  const resource = useResourceContext();
  const validators = [validAmount, ...(Array.isArray(validate) ? validate : [validate])];
  const { field, fieldState, formState, id } = useInput({ source, validate: validators });
  const [text, setText] = useState(() => centsToDollarsText(field.value, currentLanguage));

  useEffect(() => {
    // A reset (a reloaded record, a cleared filter) shows the form's amount, unless it is what is typed.
    setText((typed) =>
      sameAmount(dollarsTextToCents(typed, currentLanguage), field.value)
        ? typed
        : centsToDollarsText(field.value, currentLanguage),
    );
  }, [field.value]);

  const showError = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted);
  return (
    <TextField
      id={id}
      name={field.name}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        field.onChange(dollarsTextToCents(event.target.value, currentLanguage));
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={disabled}
      fullWidth={fullWidth}
      sx={sx}
      size="small"
      margin="dense"
      label={<FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} />}
      error={showError}
      helperText={<InputHelperText error={showError ? fieldState.error?.message : undefined} helperText={helperText} />}
      slotProps={{
        input: { endAdornment: <InputAdornment position="end">$</InputAdornment> },
        htmlInput: { inputMode: 'decimal' },
      }}
    />
  );
}
