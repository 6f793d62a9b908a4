import type { ChangeEventHandler } from 'react';
import { GuestTextField } from '../../src/pages/GuestTextField';

/** A code typed once (the app's six digits, a recovery code): the phone offers it, the field has the focus. */
export function OneTimeCodeField(props: {
  label: string;
  numeric: boolean;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  error?: string;
}) {
  const { numeric, ...field } = props;
  return (
    <GuestTextField
      name="code"
      type="text"
      inputMode={numeric ? 'numeric' : 'text'}
      autoComplete="one-time-code"
      autoFocus
      required
      {...field}
    />
  );
}
