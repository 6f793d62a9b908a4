// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseLanguage, i18nProvider, setLanguage } from './i18nProvider';
import { session } from './session';

describe('language choice', () => {
  it('keeps the stored choice whatever the browser says', () => {
    expect(chooseLanguage('fr', 'en-CA')).toBe('fr');
    expect(chooseLanguage('en', 'fr-CA')).toBe('en');
  });

  it('picks English for en, en-US and en-CA browsers', () => {
    for (const language of ['en', 'en-US', 'en-CA']) expect(chooseLanguage(null, language)).toBe('en');
  });

  it('defaults to French for every other browser language', () => {
    for (const language of ['fr-CA', 'fr', 'en-GB', 'es', undefined]) expect(chooseLanguage(null, language)).toBe('fr');
  });

  it('ignores a stored value that is not a language', () => {
    expect(chooseLanguage('de', 'en-US')).toBe('en');
  });
});

describe('setLanguage', () => {
  afterEach(() => localStorage.clear());

  it('stores the choice, then reloads', () => {
    const reload = vi.fn(() => expect(session.getLanguage()).toBe('en'));
    setLanguage('en', reload);
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('i18nProvider', () => {
  it("merges react-admin's messages with ours and interpolates parameters", () => {
    expect(i18nProvider.translate('ra.action.save')).not.toBe('ra.action.save');
    expect(i18nProvider.translate('app.version', { version: '1.2' })).toMatch(/1\.2/);
  });
});
