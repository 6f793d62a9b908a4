import { describe, expect, it } from 'vitest';
import { pdfSafe, privacyPdfFormat } from './privacyPdfFormat';

describe('the personal-information PDF formats', () => {
  it.each([
    ['fr', 123_456_70, '123\u00a0456,70\u00a0$', '12 avr. 1985', 'Actif'],
    ['en', 123_456_70, '$123,456.70', 'Apr 12, 1985', 'Active'],
  ] as const)(
    'writes %s money from cents, calendar dates as that day, and the catalogue labels',
    (language, cents, money, day, active) => {
      const f = privacyPdfFormat(language);
      expect(f.money(cents)).toBe(money);
      expect(f.money(null)).toBe('—');
      // A date of birth is that day wherever the server runs: never shifted by a time zone.
      expect(f.day('1985-04-12')).toBe(day);
      expect(f.day(null)).toBe('—');
      expect(f.label('resources.customers.status', 'ACTIVE')).toBe(active);
    },
  );

  it('falls back on the value itself when the catalogue has no label', () => {
    expect(privacyPdfFormat('fr').label('resources.loans.status', 'SOMETHING_NEW')).toBe('SOMETHING_NEW');
    expect(privacyPdfFormat('en').label('resources.loans.status', null)).toBe('—');
  });

  it('reads instants on the lender’s clock (Toronto)', () => {
    // 03:30 UTC on Dec 1 is still Nov 30 in Toronto.
    expect(privacyPdfFormat('en').instant('2026-12-01T03:30:00Z')).toMatch(/^Nov 30, 2026, 10:30/);
    expect(privacyPdfFormat('fr').instant('2026-12-01T03:30:00Z')).toMatch(/^30 nov\. 2026, 22 h 30/);
  });

  it('keeps what the standard fonts can draw and replaces the rest', () => {
    expect(pdfSafe('Émilie — « oui » l’été €')).toBe('Émilie — « oui » l’été €');
    expect(pdfSafe('Merci 🙂 ✓')).toBe('Merci ? ?');
    expect(pdfSafe('1\u202f234,56\u00a0$')).toBe('1\u00a0234,56\u00a0$');
    expect(pdfSafe('a\r\nb')).toBe('a\nb');
  });
});
