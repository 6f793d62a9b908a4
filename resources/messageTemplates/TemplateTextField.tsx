import { TextField } from '@mui/material';
import { useTranslate, runtimeKey } from '../../providers/translation';
import type { FieldMessage } from './templateForm';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's error (a placeholder problem, a refused save), said instead of its help. */
  message?: FieldMessage;
  help?: string;
  multiline?: boolean;
  minRows?: number;
  disabled?: boolean;
  required?: boolean;
  monospace?: boolean;
  /** From usePlaceholderInsertion: where the picker inserts. */
  inputRef?: (element: HTMLInputElement | HTMLTextAreaElement | null) => void;
  onFocus?: () => void;
}

/** A text of a template or of the header and footer, its error (translated, naming the placeholder) below it. */
export function TemplateTextField({
  label,
  value,
  onChange,
  message,
  help,
  multiline,
  minRows,
  disabled,
  required,
  monospace,
  inputRef,
  onFocus,
}: Props) {
  const translate = useTranslate();
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(message)}
      helperText={message ? translate(runtimeKey(message.key), { _: message.key, ...message.params }) : help}
      multiline={multiline}
      minRows={minRows}
      disabled={disabled}
      required={required}
      fullWidth
      inputRef={inputRef}
      onFocus={onFocus}
      slotProps={{
        htmlInput: monospace
          ? { style: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 13 } }
          : undefined,
      }}
    />
  );
}
