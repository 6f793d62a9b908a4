import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reportScreensEn } from './areas/reportScreens.en';
import { reportScreensFr } from './areas/reportScreens.fr';
import { en } from './en';
import { fr } from './fr';

/** Every source file of the server and the domain (not their tests). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [full] : [];
  });
}

/** The message keys the server can send: literal `errors.X` / `validation.x` / `messages.X`, and `refuse('X')`. */
function serverKeys(): string[] {
  const keys = new Set<string>();
  for (const file of [...sourceFiles('server'), ...sourceFiles('domain')]) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/['"`]((?:errors|validation|messages)\.[A-Za-z_][\w-]*)['"`]/g))
      keys.add(match[1]);
    for (const match of text.matchAll(/refuse\(\s*['"`]([A-Z_]+)['"`]/g)) keys.add(`errors.${match[1]}`);
  }
  return [...keys].sort();
}

const lookup = (catalogue: object, key: string) =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
      catalogue,
    );

describe('server messages', () => {
  const keys = serverKeys();

  it('are found in the sources', () => {
    expect(keys).toEqual(expect.arrayContaining(['errors.LOGIN_FAILED', 'errors.FORBIDDEN', 'validation.required']));
  });

  // The reports' field messages come with the reports screen, the only one that reads them.
  it.each([
    ['fr', { ...fr, validation: { ...fr.validation, ...reportScreensFr.validation } }],
    ['en', { ...en, validation: { ...en.validation, ...reportScreensEn.validation } }],
  ])('each have a text in the %s catalogue', (_language, catalogue) => {
    const missing = keys.filter((key) => typeof lookup(catalogue, key) !== 'string');
    expect(missing).toEqual([]);
  });
});
