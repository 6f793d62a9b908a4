import { placeholderErrors, placeholderProblemKey } from '../../../domain/messageTemplates';
import { AppError } from '../../http/errors';

/**
 * Refuses (400, nothing saved) a text naming a placeholder the catalogue does not know, or a brace
 * that opens or closes none: each field gets its key, and `params.placeholders` the token as
 * written, so the editor can say "Unknown placeholder: {{amountDu}}" on that field.
 */
export function refuseBadPlaceholders<F extends string>(
  values: Partial<Record<F, string>>,
  fields: readonly F[],
): void {
  const problems = Object.entries(placeholderErrors(values, fields)) as [
    F,
    NonNullable<ReturnType<typeof placeholderErrors>[string]>,
  ][];
  if (problems.length === 0) return;
  const errors = Object.fromEntries(problems.map(([field, problem]) => [field, placeholderProblemKey(problem)]));
  const placeholders = Object.fromEntries(problems.map(([field, problem]) => [field, problem.token]));
  throw new AppError(400, 'errors.VALIDATION_ERROR', { placeholders }, errors);
}
