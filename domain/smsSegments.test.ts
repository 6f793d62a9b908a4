import { describe, expect, it } from 'vitest';
import { countSmsSegments } from './smsSegments';

describe('countSmsSegments', () => {
  it.each([
    ['', 'GSM-7', 0, 0],
    ['Hello', 'GSM-7', 5, 1],
    ['a'.repeat(160), 'GSM-7', 160, 1],
    ['a'.repeat(161), 'GSM-7', 161, 2],
    ['a'.repeat(306), 'GSM-7', 306, 2],
    ['a'.repeat(307), 'GSM-7', 307, 3],
    // é, à and É are in the GSM alphabet; € takes two septets.
    ['Réglé à 10 €, Élise', 'GSM-7', 20, 1],
    // ê is not: the whole text goes as UCS-2.
    ['Vous êtes', 'UCS-2', 9, 1],
    ['ê'.repeat(70), 'UCS-2', 70, 1],
    ['ê'.repeat(71), 'UCS-2', 71, 2],
    ['ê'.repeat(134), 'UCS-2', 134, 2],
    ['ê'.repeat(135), 'UCS-2', 135, 3],
  ])('%j is %s, %i units, %i segments', (text, encoding, units, segments) => {
    expect(countSmsSegments(text)).toEqual({ encoding, units, segments });
  });

  it('counts an emoji as two UTF-16 units', () => {
    expect(countSmsSegments('ok 👍')).toEqual({ encoding: 'UCS-2', units: 5, segments: 1 });
  });
});
