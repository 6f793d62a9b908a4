import { describe, expect, it } from 'vitest';
import { matchPages, numberPrefixRanges, searchesRecords, shortcutsBody } from './navigationSearch';

const pages = ['Clients', 'Demandes de prêt', 'Recouvrement', 'Réglages', 'Prêts', 'Calendrier'].map((title) => ({
  title,
}));

describe('matchPages', () => {
  it('matches the title trimmed, in any case, with or without its accents', () => {
    expect(matchPages(pages, '  REGLAGES ').map((page) => page.title)).toEqual(['Réglages']);
    expect(matchPages(pages, 'prêt').map((page) => page.title)).toEqual(['Demandes de prêt', 'Prêts']);
    expect(matchPages(pages, 'pret').map((page) => page.title)).toEqual(['Demandes de prêt', 'Prêts']);
  });

  it('suggests nothing for an empty query, and nothing that does not match', () => {
    expect(matchPages(pages, '')).toEqual([]);
    expect(matchPages(pages, '   ')).toEqual([]);
    expect(matchPages(pages, 'zzz')).toEqual([]);
  });

  it('suggests at most ten, in the menu’s order', () => {
    const many = Array.from({ length: 14 }, (_, i) => ({ title: `Page ${i}` }));
    expect(matchPages(many, 'page').map((page) => page.title)).toEqual(many.slice(0, 10).map((page) => page.title));
  });
});

describe('the record search', () => {
  it('starts at three characters', () => {
    expect(searchesRecords(' ab ')).toBe(false);
    expect(searchesRecords('abc')).toBe(true);
  });

  it('reads a typed number as the ranges of the numbers it begins', () => {
    const ranges = numberPrefixRanges('5001');
    expect(ranges.slice(0, 3)).toEqual([
      [5001, 5001],
      [50010, 50019],
      [500100, 500199],
    ]);
    expect(ranges.at(-1)).toEqual([500100000000, 500199999999]);
    expect(numberPrefixRanges('12a')).toEqual([]);
    expect(numberPrefixRanges('1'.repeat(13))).toEqual([]);
  });
});

describe('shortcutsBody', () => {
  it('takes known pages once each, at most twelve', () => {
    expect(shortcutsBody.safeParse({ shortcuts: ['loans', 'calendar'] }).success).toBe(true);
    expect(shortcutsBody.safeParse({ shortcuts: [] }).success).toBe(true);
    expect(shortcutsBody.safeParse({ shortcuts: ['logout'] }).success).toBe(false);
    expect(shortcutsBody.safeParse({ shortcuts: ['loans', 'loans'] }).success).toBe(false);
    expect(shortcutsBody.safeParse({ shortcuts: Array.from({ length: 13 }, () => 'loans') }).success).toBe(false);
  });
});
