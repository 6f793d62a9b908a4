import type { ZodType } from 'zod';
import { displayNameSchema, emailSchema } from '../../domain/identity';

/** A react-admin validator from a shared zod schema: the first issue's message, an i18n key. */
const fromSchema = (schema: ZodType) => (value: unknown) => {
  const result = schema.safeParse(value ?? '');
  return result.success ? undefined : result.error.issues[0]?.message;
};

export const validateEmail = fromSchema(emailSchema);
export const validateDisplayName = fromSchema(displayNameSchema);
