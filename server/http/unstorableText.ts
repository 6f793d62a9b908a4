import type { FastifyInstance } from 'fastify';
import { isUnstorableText } from '../../domain/fieldSchemas';
import { invalidInput } from './errors';

export const INVALID_CHARACTER_KEY = 'validation.invalidCharacter';

/**
 * Where the first unstorable text sits in a parsed request part (a string value or a key), as a
 * dotted path, or null when there is none. Walks with its own stack: a deeply nested body must
 * not overflow the call stack.
 */
export function findUnstorableText(value: unknown, root: string): string | null {
  const pending: Array<[unknown, string]> = [[value, root]];
  while (pending.length > 0) {
    const [current, path] = pending.pop()!;
    if (typeof current === 'string') {
      if (isUnstorableText(current)) return path;
    } else if (current && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        if (isUnstorableText(key)) return path || root;
        pending.push([child, childPath]);
      }
    }
  }
  return null;
}

/**
 * Unstorable text reaching a query fails it with a 500. Every route's parameters, query and JSON
 * body are checked before validation, so the caller gets the field at fault instead (multipart
 * fields are checked where the upload is read).
 */
export function installUnstorableTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const parts: Array<[unknown, string]> = [
      [request.params, ''],
      [request.query, ''],
      [request.body, ''],
    ];
    for (const [part, root] of parts) {
      const at = findUnstorableText(part, root);
      if (at !== null) throw invalidInput({ [at || 'body']: INVALID_CHARACTER_KEY });
    }
  });
}
