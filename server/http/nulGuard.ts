import type { FastifyInstance } from 'fastify';
import { invalidInput } from './errors';

export const NUL_CHARACTER_KEY = 'validation.invalidCharacter';

/**
 * Where the first NUL character sits in a parsed request part (a string value or a key), as a
 * dotted path, or null when there is none. Walks with its own stack: a deeply nested body must
 * not overflow the call stack.
 */
export function findNulCharacter(value: unknown, root: string): string | null {
  const pending: Array<[unknown, string]> = [[value, root]];
  while (pending.length > 0) {
    const [current, path] = pending.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path;
    } else if (current && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return path || root;
        pending.push([child, childPath]);
      }
    }
  }
  return null;
}

/**
 * PostgreSQL text cannot hold a NUL character: one reaching a query fails it with a 500. Every
 * route's parameters, query and JSON body are checked before validation, so the caller gets the
 * field at fault instead (multipart fields are checked where the upload is read).
 */
export function installNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const parts: Array<[unknown, string]> = [[request.params, ''], [request.query, ''], [request.body, '']];
    for (const [part, root] of parts) {
      const at = findNulCharacter(part, root);
      if (at !== null) throw invalidInput({ [at || 'body']: NUL_CHARACTER_KEY });
    }
  });
}
