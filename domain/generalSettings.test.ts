import { describe, expect, it } from 'vitest';
import { DEFAULT_GENERAL_SETTINGS, generalSettingsOf, updateGeneralSettingsBody } from './generalSettings';

const errorsOf = (body: unknown) => {
  const result = updateGeneralSettingsBody.safeParse(body);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.') || issue.code, issue.message]));
};

describe('updateGeneralSettingsBody', () => {
  it('trims the name and folds the email', () => {
    expect(
      updateGeneralSettingsBody.parse({
        version: 2,
        adminEmail: ' Admin@Pret.CA ',
        companyName: '  Prêts Québec inc. ',
      }),
    ).toEqual({
      version: 2,
      adminEmail: 'admin@pret.ca',
      companyName: 'Prêts Québec inc.',
    });
  });

  it.each([
    ['a bad email', { adminEmail: 'admin' }, { adminEmail: 'validation.email' }],
    ['no email', { adminEmail: '' }, { adminEmail: 'validation.required' }],
    ['a blank name', { companyName: '   ' }, { companyName: 'validation.required' }],
    ['a name of 101 characters', { companyName: 'x'.repeat(101) }, { companyName: 'validation.tooLong' }],
    ['no version', { version: undefined }, { version: 'validation.required' }],
  ])('refuses %s', (_name, change, expected) => {
    expect(errorsOf({ version: 1, adminEmail: 'a@b.ca', companyName: 'Prêts', ...change })).toEqual(expected);
  });

  it('refuses a field it does not know (the logo has its own upload)', () => {
    expect(errorsOf({ version: 1, adminEmail: 'a@b.ca', companyName: 'Prêts', logo: 'x' })).toEqual({
      unrecognized_keys: expect.any(String),
    });
  });
});

describe('generalSettingsOf', () => {
  it.each([
    ['nothing saved', undefined, DEFAULT_GENERAL_SETTINGS],
    ['a saved value', { adminEmail: 'a@b.ca', companyName: 'Prêts' }, { adminEmail: 'a@b.ca', companyName: 'Prêts' }],
    ['a damaged value', { adminEmail: 42, companyName: '' }, DEFAULT_GENERAL_SETTINGS],
  ])('%s', (_name, stored, expected) => {
    expect(generalSettingsOf(stored)).toEqual(expected);
  });
});
