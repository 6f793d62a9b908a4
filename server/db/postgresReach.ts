import { statSync } from 'node:fs';
import path from 'node:path';

/**
 * As root, PostgreSQL runs as the `postgres` system user, who must be able to walk down to its
 * binaries (in node_modules) and to its data folder. A folder on the way that others cannot enter
 * (mode 700, as /root and `mktemp -d` are) stops it: this names the first such folder, if any.
 */
export function folderClosedToOthers(target: string): string | undefined {
  let folder = path.dirname(path.resolve(target));
  const ancestors: string[] = [];
  for (;;) {
    ancestors.unshift(folder);
    const parent = path.dirname(folder);
    if (parent === folder) break;
    folder = parent;
  }
  for (const ancestor of ancestors) {
    let mode: number;
    try {
      mode = statSync(ancestor).mode;
    } catch {
      // Not made yet: its parent, already checked, decides.
      return undefined;
    }
    // Others may enter a folder when it has their execute bit.
    if ((mode & 0o001) === 0) return ancestor;
  }
  return undefined;
}

/**
 * Why the embedded database cannot start, said in one sentence with what to do: `npm start` prints
 * the sentence alone, without a stack.
 */
export class PostgresCannotStart extends Error {
  constructor(sentence: string) {
    super(sentence);
    this.name = 'PostgresCannotStart';
  }
}

/** The `postgres` system user cannot reach its folder or its binaries. */
export class PostgresUnreachable extends PostgresCannotStart {
  constructor(readonly closedFolder: string) {
    super(
      `PostgreSQL runs as the "postgres" system user when Guichet is started as root, and that user cannot enter ${closedFolder}: ` +
        'clone Guichet into a folder other users can enter (for example /opt/guichet or /srv/guichet), ' +
        `give that folder the others-execute bit (chmod o+x ${closedFolder}), or start Guichet as a regular user.`,
    );
    this.name = 'PostgresUnreachable';
  }
}
