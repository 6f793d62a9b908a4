import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reportScreensEn } from './areas/reportScreens.en';
import { reportScreensFr } from './areas/reportScreens.fr';
import { en } from './en';
import { fr } from './fr';
import { portalEn } from './portal.en';
import { portalFr } from './portal.fr';

/** Every source file of the server and the domain (not their tests). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [full] : [];
  });
}

/** The borrower portal's own sources: what they send, the portal's catalogue says. */
const isPortalSource = (file: string) =>
  /server[\\/]features[\\/]portal[\\/]|domain[\\/](portal|padAgreement)\.ts$/.test(file);

/** The message keys these files can send: literal `errors.X` / `validation.x` / `messages.X`, and `refuse('X')`. */
function keysIn(files: string[]): string[] {
  const keys = new Set<string>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/['"`]((?:errors|validation|messages)\.[A-Za-z_][\w-]*)['"`]/g))
      keys.add(match[1]);
    for (const match of text.matchAll(/refuse\(\s*['"`]([A-Z_]+)['"`]/g)) keys.add(`errors.${match[1]}`);
  }
  return [...keys].sort();
}
const allSources = () => [...sourceFiles('server'), ...sourceFiles('domain')];
const serverKeys = () => keysIn(allSources().filter((file) => !isPortalSource(file)));

/**
 * What the portal's routes can answer besides their own keys: the loan engine's refusals of a
 * deferral, the bank and upload field rules, and the wire's general errors.
 */
const PORTAL_ANSWERED = [
  'errors.DEFERRAL_NOT_PERMITTED',
  'errors.FIRST_PAYMENT_NOT_DEFERRABLE',
  'errors.MAX_DEFERRALS_PER_LOAN_REACHED',
  'errors.MAX_CONSECUTIVE_DEFERRALS_REACHED',
  'errors.PAYMENT_NOT_DEFERRABLE',
  'errors.LOAN_ACTION_NOT_ALLOWED',
  'errors.STALE_VERSION',
  'errors.NOT_FOUND',
  'errors.CUSTOMER_MERGED',
  'errors.MERGE_LOCKED',
  'errors.SMS_GATEWAY_UNAVAILABLE',
  'errors.TOO_MANY_REQUESTS',
  'errors.PAYLOAD_TOO_LARGE',
  'errors.UNSUPPORTED_MEDIA_TYPE',
  'errors.VALIDATION_ERROR',
  'errors.BAD_REQUEST',
  'errors.UNEXPECTED_ERROR',
  'validation.transitNumber',
  'validation.institutionNumber',
  'validation.accountNumber',
  'validation.invalidAmount',
  'validation.required',
  'validation.invalid',
  'validation.unknownField',
  'validation.invalidCharacter',
  'validation.fileRequired',
  'validation.fileEmpty',
  'validation.fileTooLarge',
  'validation.fileTypeNotAllowed',
  'validation.fileTypeMismatch',
  'validation.paymentDateTaken',
];

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

describe('the borrower portal messages', () => {
  const keys = [...new Set([...keysIn(allSources().filter(isPortalSource)), ...PORTAL_ANSWERED])];

  it('are found in its sources', () => {
    expect(keys).toEqual(expect.arrayContaining(['errors.PORTAL_CODE_WRONG', 'validation.padAccepted']));
  });

  it.each([
    ['fr', portalFr],
    ['en', portalEn],
  ])('each have a text in the %s portal catalogue', (_language, catalogue) => {
    const missing = keys.filter((key) => typeof lookup(catalogue, key) !== 'string');
    expect(missing).toEqual([]);
  });
});
