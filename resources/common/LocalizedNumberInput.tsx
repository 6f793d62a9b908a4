import { useEffect, useState, type ReactNode } from 'react';
import { InputAdornment, TextField, type SxProps, type Theme } from '@mui/material';
import { FieldTitle, InputHelperText, useInput, useResourceContext, type Validator } from 'react-admin';
import { currentLanguage } from '../../providers/i18nProvider';
import type { Language } from '../../i18n/types';

/** What every input typed in the reader's language takes, as react-admin's own inputs do. */
export interface LocalizedNumberInputProps {
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

interface NumberWording {
  /** The form's value as the reader writes it in their language. */
  toText: (value: number | null | undefined, language: Language) => string;
  /** What was typed → the form's value: null when empty, NaN when not a number. */
  fromText: (text: string, language: Language) => number | null;
  /** Refuses the NaN of a text that is not a number. */
  invalid: Validator;
  unit: ReactNode;
}

const sameValue = (a: number | null, b: unknown) => Object.is(a, b ?? null);

/**
 * A number typed in the reader's language ("1 500,25", "18,9"; "1,500.25", "18.9"), a number in the
 * form and on the wire. The typed text is kept as typed (no reformatting under the cursor); while it
 * is not a number the field holds NaN, which every validator and the shared schemas refuse.
 */
export function LocalizedNumberInput({
  source,
  label,
  helperText,
  validate = [],
  isRequired,
  disabled,
  fullWidth,
  sx,
  toText,
  fromText,
  invalid,
  unit,
}: LocalizedNumberInputProps & NumberWording) {
  const resource = useResourceContext();
  const validators = [invalid, ...(Array.isArray(validate) ? validate : [validate])];
  const { field, fieldState, formState, id } = useInput({ source, validate: validators });
  const [text, setText] = useState(() => toText(field.value, currentLanguage));

  useEffect(() => {
    // A reset (a reloaded record, a cleared filter) shows the form's value, unless it is what is typed.
    setText((typed) =>
      sameValue(fromText(typed, currentLanguage), field.value) ? typed : toText(field.value, currentLanguage),
    );
  }, [field.value]); // eslint-disable-line react-hooks/exhaustive-deps

  const showError = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted);
  return (
    <TextField
      id={id}
      name={field.name}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        field.onChange(fromText(event.target.value, currentLanguage));
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
        input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> },
        htmlInput: { inputMode: 'decimal' },
      }}
    />
  );
}
