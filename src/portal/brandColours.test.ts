import { describe, expect, it } from 'vitest';
import { textOn } from './brandColours';

describe('textOn (text over a configured colour)', () => {
  it.each([
    ['#1565c0', '#ffffff'],
    ['#00695c', '#ffffff'],
    ['#ff8f00', '#000000'],
    ['#ffffff', '#000000'],
    ['#000000', '#ffffff'],
    ['#ffeb3b', '#000000'],
  ])('%s takes %s', (background, text) => {
    expect(textOn(background)).toBe(text);
  });
});
