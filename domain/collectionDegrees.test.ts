import { describe, expect, it } from 'vitest';
import { DEFAULT_COLLECTION_DEGREES, degreeFor, degreesRefusal, type CollectionDegree } from './collectionDegrees';

const degree = (fromDays: number, toDays: number | null): CollectionDegree => ({
  fromDays,
  toDays,
  nameFr: `${fromDays}+`,
  nameEn: `${fromDays}+`,
});

describe('collection degrees', () => {
  it('put each day past due in one degree, moving on at the range boundaries', () => {
    const degrees = DEFAULT_COLLECTION_DEGREES;
    expect([0, 1, 30, 31, 60, 61, 90, 91, 400].map((days) => degreeFor(days, degrees))).toEqual([
      null,
      0,
      0,
      1,
      1,
      2,
      2,
      3,
      3,
    ]);
  });

  it('accept the defaults and any contiguous ranges from day 1 ending open', () => {
    expect(degreesRefusal(DEFAULT_COLLECTION_DEGREES)).toBeNull();
    expect(degreesRefusal([degree(1, 10), degree(11, 11), degree(12, null)])).toBeNull();
    expect(degreesRefusal([degree(1, null)])).toBeNull();
  });

  it('refuse ranges that leave a day out, overlap, end closed or hold nothing', () => {
    expect(degreesRefusal([])).toEqual({ key: 'degreesEmpty', index: 0 });
    expect(degreesRefusal([degree(2, null)])).toEqual({ key: 'degreeFirstDay', index: 0 });
    expect(degreesRefusal([degree(1, 30), degree(32, null)])).toEqual({ key: 'degreeGap', index: 1 });
    expect(degreesRefusal([degree(1, 30), degree(30, null)])).toEqual({ key: 'degreeGap', index: 1 });
    expect(degreesRefusal([degree(1, 30), degree(31, 60)])).toEqual({ key: 'degreeOpenEnd', index: 1 });
    expect(degreesRefusal([degree(1, null), degree(31, null)])).toEqual({ key: 'degreeOpenEnd', index: 0 });
    expect(degreesRefusal([degree(1, 0), degree(1, null)])).toEqual({ key: 'degreeEmptyRange', index: 0 });
    expect(degreesRefusal([{ ...degree(1, null), nameEn: ' ' }])).toEqual({ key: 'degreeName', index: 0 });
    expect(degreesRefusal(Array.from({ length: 13 }, (_, i) => degree(i + 1, i === 12 ? null : i + 1)))).toEqual({
      key: 'degreesTooMany',
      index: 12,
    });
  });
});
