import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import { zodFormResolver } from '../../common/zodFormResolver';

/**
 * A field message with parameters ("a payment already exists on %{date}"). react-admin's inputs
 * read this prefix as "translate `message` with `args`", the format its own validators use.
 */
export const withArgs = (message: string, args?: Record<string, unknown>) =>
  args ? `@@react-admin@@${JSON.stringify({ message, args })}` : message;

export interface LoanFormRules<Values extends FieldValues, Payload = unknown> {
  /** The body the server checks (domain/loanActions.ts), and how the form's values become it. */
  schema: ZodType;
  toPayload: (values: Values) => Payload;
  /** Rules the body's schema cannot know (closed days, the total owing...): a message per field. */
  check?: (values: Values) => Record<string, string | undefined>;
  /** A payload field shown on another form field (the twice-a-month pair is two inputs). */
  fieldOf?: Record<string, string>;
}

/**
 * The dialogs' resolver: the very schema the server applies, then the loan's own rules, each
 * message on the field the agent typed in. A field keeps its first message.
 */
export function loanFormResolver<Values extends FieldValues, Payload>(
  rules: LoanFormRules<Values, Payload>,
): Resolver<Values> {
  const bySchema = zodFormResolver<Values>(rules.schema, rules.toPayload);
  return async (values, context, options) => {
    const result = await bySchema(values, context, options);
    const errors: Record<string, unknown> = {};
    for (const [field, error] of Object.entries(result.errors)) errors[rules.fieldOf?.[field] ?? field] ??= error;
    for (const [field, message] of Object.entries(rules.check?.(values) ?? {})) {
      if (message) errors[field] ??= { type: 'custom', message };
    }
    return Object.keys(errors).length === 0
      ? { values, errors: {} }
      : { values: {}, errors: errors as FieldErrors<Values> };
  };
}
