import { describe, expect, it } from 'vitest';
import { readableParams } from './refusalParams';

const spaces = (value: unknown) => String(value).replace(/[\u00a0\u202f]/g, ' ');

describe('readableParams', () => {
  it('says cents as dollars and rates to two decimals, in the reader’s language', () => {
    expect(readableParams({ max: 123_456, apr: 49.123_4, cap: 35 }, 'en')).toEqual({
      max: '$1,234.56',
      apr: '49.12',
      cap: '35',
    });
    const french = readableParams({ balance: 50_000, apr: 49.123_4 }, 'fr');
    expect(spaces(french.balance)).toBe('500,00 $');
    expect(french.apr).toBe('49,12');
  });

  it('keeps the other parameters as they came (a date, a status)', () => {
    expect(readableParams({ date: '2026-12-24', status: 'STOPPED' }, 'en')).toEqual({
      date: '2026-12-24',
      status: 'STOPPED',
    });
  });
});
