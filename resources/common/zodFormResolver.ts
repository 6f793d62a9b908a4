import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import { messageKey } from '../../providers/translation';

type Tree = Record<string, unknown>;

function setAt(tree: Tree, path: readonly PropertyKey[], leaf: { type: string; message: string }) {
  let node = tree;
  path.forEach((part, index) => {
    const key = String(part);
    if (index === path.length - 1) {
      // The first message a field gets is the one it shows (as the server's first issue).
      if (!(node[key] as Tree | undefined)?.message) node[key] = { ...(node[key] as Tree | undefined), ...leaf };
      return;
    }
    node[key] = (node[key] as Tree | undefined) ?? {};
    node = node[key] as Tree;
  });
}

/**
 * A react-hook-form resolver that checks a form with the very schema the server applies (ARCHITECTURE.md:
 * rules live in domain/), after turning the form's values into the payload. Each issue lands on its
 * field as an i18n key, which react-admin's inputs translate.
 */
export function zodFormResolver<Values extends FieldValues>(
  schema: ZodType,
  toPayload: (values: Values) => unknown,
): Resolver<Values> {
  return async (values) => {
    const result = schema.safeParse(toPayload(values));
    if (result.success) return { values, errors: {} };
    const errors: Tree = {};
    for (const issue of result.error.issues) {
      const message = issue.message.startsWith('validation.') ? issue.message : messageKey('validation.invalid');
      const paths = issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...issue.path, key]) : [issue.path];
      for (const path of paths) setAt(errors, path.length ? path : ['root'], { type: issue.code, message });
    }
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}
