import { FieldTitle, InputHelperText, useInput, useResourceContext, type Validator } from 'react-admin';
import { DayField, NOT_A_DAY, type DayFieldKind } from './DayField';
import type { LocalizedNumberInputProps } from './LocalizedNumberInput';
import { calendarDateText } from './validators';

export interface LocalizedDateInputProps extends LocalizedNumberInputProps {
  readOnly?: boolean;
  defaultValue?: string;
  /** A day (the default), or a day and time ("YYYY-MM-DDTHH:mm"). */
  kind?: DayFieldKind;
  /** The resource whose fields name it, outside a resource's screen. */
  resource?: string;
}

/** A mistyped moment is refused as a mistyped day is. */
const dayTimeText: Validator = (value) => calendarDateText(typeof value === 'string' ? value.slice(0, 10) : value);

/**
 * react-admin's DateInput in the reader's language (DayField): the form and the wire hold
 * "YYYY-MM-DD" as DateInput's did; a day mistyped is refused by name ("Date invalide").
 */
export function LocalizedDateInput({
  source,
  label,
  helperText,
  validate = [],
  isRequired,
  disabled,
  readOnly,
  fullWidth,
  defaultValue,
  kind = 'day',
  resource: ownResource,
  sx,
}: LocalizedDateInputProps) {
  const resource = useResourceContext({ resource: ownResource });
  const validators = [
    kind === 'day' ? calendarDateText : dayTimeText,
    ...(Array.isArray(validate) ? validate : [validate]),
  ];
  const {
    field,
    fieldState,
    formState,
    id,
    isRequired: requiredByRule,
  } = useInput({
    source,
    validate: validators,
    defaultValue,
  });
  const showError = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted);
  return (
    <DayField
      kind={kind}
      id={id}
      name={field.name}
      value={field.value}
      onChange={(day) => {
        field.onChange(day);
        // A whole day typed or picked is an answer: what is wrong with it (a weekend, a holiday) is
        // said at once; a day half typed waits for the field to be left.
        if (day !== null && day !== NOT_A_DAY) field.onBlur();
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={disabled}
      readOnly={readOnly}
      fullWidth={fullWidth}
      sx={sx}
      label={<FieldTitle label={label} source={source} resource={resource} isRequired={isRequired || requiredByRule} />}
      error={showError}
      helperText={<InputHelperText error={showError ? fieldState.error?.message : undefined} helperText={helperText} />}
    />
  );
}
