import { describe, expect, it } from 'vitest';
import { portalEn } from './portal.en';
import { portalFr } from './portal.fr';

type Tree = { readonly [key: string]: string | Tree };

const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
const placeholders = (text: string) => [...new Set([...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]))].sort();

describe('the portal catalogue', () => {
  const english = new Map(leaves(portalEn));

  it('says every French text in English too, with the same placeholders and nothing empty', () => {
    const french = leaves(portalFr);
    expect([...english.keys()].sort()).toEqual(french.map(([key]) => key).sort());
    for (const [key, text] of french) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(english.get(key)!), key).toEqual(placeholders(text));
    }
  });
});
