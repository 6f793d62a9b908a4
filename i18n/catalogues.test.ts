import { describe, expect, it } from 'vitest';
import { MSG } from '../domain/identity';
import {
  BASE_MENU,
  DEPOSITS_ITEM,
  GLOBAL_NOTICES_ITEM,
  OUTBOX_ITEM,
  REDUCED_MENU,
  REPORTS_ITEM,
  USERS_ITEM,
} from '../domain/menu';
import { PERMISSION_CATALOGUE, ROLES } from '../domain/permissions';
import { en } from './en';
import { fr } from './fr';

type Tree = { readonly [key: string]: string | Tree };

/** Every leaf of a catalogue as a dotted key, with its text. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [leaf, text] of leaves(value, path)) found.set(leaf, text);
  }
  return found;
}

// Each placeholder once: a plural's forms may each say the count (« %{smart_count} mois |||| %{smart_count} mois »).
const placeholders = (text: string) => [...new Set([...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]))].sort();

const french = leaves(fr);
const english = leaves(en as Tree);

describe('message catalogues', () => {
  it('has every French key in English', () => {
    const missing = [...french.keys()].filter((key) => !english.has(key));
    expect(missing).toEqual([]);
  });

  it('has every English key in French', () => {
    const missing = [...english.keys()].filter((key) => !french.has(key));
    expect(missing).toEqual([]);
  });

  it('has no empty text and the same placeholders in both languages', () => {
    for (const [key, text] of french) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(english.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('names every validation message the shared schemas send', () => {
    for (const key of Object.values(MSG)) expect(french.has(key), key).toBe(true);
  });

  it('labels every permission of the catalogue, every role and every menu item', () => {
    for (const { subject, actions } of PERMISSION_CATALOGUE) {
      expect(french.has(`permissions.subjects.${subject}`), subject).toBe(true);
      for (const action of actions) expect(french.has(`permissions.actions.${action}`), action).toBe(true);
    }
    for (const role of ROLES) expect(french.has(`roles.${role}`), role).toBe(true);
    for (const item of [
      ...BASE_MENU,
      ...REDUCED_MENU,
      USERS_ITEM,
      DEPOSITS_ITEM,
      REPORTS_ITEM,
      GLOBAL_NOTICES_ITEM,
      OUTBOX_ITEM,
    ]) {
      expect(french.has(`menu.${item.title}`), item.title).toBe(true);
    }
  });

  it('gives the texts the specification quotes', () => {
    expect(english.get('errors.LOGIN_FAILED')).toBe('Your email or your password is incorrect');
    expect(french.get('errors.EMAIL_NOT_FOUND')).toBe("Le courriel n'existe pas");
    expect(english.get('validation.passwordMinLength')).toBe('The minimum length is 8 characters');
    expect(english.get('errors.UNEXPECTED_ERROR')).toBe('An unexpected error occured please try again later');
  });
});

describe('one word for one thing (issue 18)', () => {
  it('spells préapprouvé one way, as the 1990 rectifications do, and calls a returned payment NSF', () => {
    const texts = [...french.values()];
    expect(texts.filter((text) => /pré-approuv/i.test(text))).toEqual([]);
    expect(texts.filter((text) => /sans provision/i.test(text))).toEqual([]);
  });

  it("names a customer's language in the reader's language, the switcher each language in itself", () => {
    expect(en.languageNames).toEqual({ fr: 'French', en: 'English' });
    expect(fr.languageNames).toEqual({ fr: 'Français', en: 'Anglais' });
    expect(en.languages).toEqual({ fr: 'Français', en: 'English' });
  });
});
