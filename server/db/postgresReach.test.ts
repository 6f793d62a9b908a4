import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { folderClosedToOthers } from './postgresReach';

const made: string[] = [];
afterEach(() => {
  for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('folderClosedToOthers', () => {
  it('names the private folder (mode 700, as mktemp -d makes) on the way to a path', () => {
    const privateFolder = mkdtempSync(path.join(os.tmpdir(), 'guichet-private-'));
    made.push(privateFolder);
    mkdirSync(path.join(privateFolder, 'repo', 'data'), { recursive: true });
    expect(folderClosedToOthers(path.join(privateFolder, 'repo', 'data', 'pg'))).toBe(privateFolder);
  });

  it('names nothing when every folder on the way lets others enter', () => {
    const openFolder = mkdtempSync(path.join(os.tmpdir(), 'guichet-open-'));
    made.push(openFolder);
    chmodSync(openFolder, 0o755);
    expect(folderClosedToOthers(path.join(openFolder, 'data', 'pg'))).toBeUndefined();
  });
});
