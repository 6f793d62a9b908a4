import { runtimeKey } from '../../providers/translation';
import type { MessageKey } from '../../providers/translation';
import { useMemo, useState } from 'react';
import { passwordFormSchema } from '../../domain/identity';

export interface PasswordPair {
  password: string;
  passwordConfirm: string;
}

type Field = keyof PasswordPair;

/** The first i18n key each field fails with, by the shared schema (spec §5). */
export function passwordPairErrors(values: PasswordPair): Partial<Record<Field, MessageKey>> {
  const result = passwordFormSchema.safeParse(values);
  if (result.success) return {};
  const errors: Partial<Record<Field, MessageKey>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field;
    // The shared schema's messages are catalogue keys (domain/identity.ts).
    errors[field] ??= runtimeKey(issue.message);
  }
  return errors;
}

/**
 * A new password and its confirmation, validated as typed (spec §5). A field shows its error once
 * the user has typed in it; the form is valid only when the schema passes.
 */
export function usePasswordPair() {
  const [values, setValues] = useState<PasswordPair>({ password: '', passwordConfirm: '' });
  const [touched, setTouched] = useState<Record<Field, boolean>>({ password: false, passwordConfirm: false });
  const errors = useMemo(() => passwordPairErrors(values), [values]);

  return {
    values,
    isValid: Object.keys(errors).length === 0,
    errorOf: (field: Field) => (touched[field] ? errors[field] : undefined),
    change(field: Field, value: string) {
      setValues((current) => ({ ...current, [field]: value }));
      setTouched((current) => ({ ...current, [field]: true }));
    },
  };
}

export type PasswordPairState = ReturnType<typeof usePasswordPair>;
