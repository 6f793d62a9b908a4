import { describe, expect, it } from 'vitest';
import { JPEG_BYTES, makePng } from '../tests/support/png';
import { checkLogo, crc32, LOGO_MSG, MAX_LOGO_BYTES, pngSize } from './pngImage';

const ascii = (text: string) => new TextEncoder().encode(text);

describe('crc32', () => {
  it.each([
    // The standard check value, and the CRC every PNG's IEND chunk carries.
    ['123456789', 0xcbf43926],
    ['IEND', 0xae426082],
    ['', 0],
  ])('of %j is %i', (text, expected) => {
    expect(crc32(ascii(text))).toBe(expected);
  });
});

/** A PNG whose IHDR CRC byte was flipped: the header cannot be trusted. */
function withBadHeaderCrc(png: Buffer) {
  const copy = Buffer.from(png);
  copy[29] ^= 0xff;
  return copy;
}

describe('pngSize', () => {
  it.each([
    ['a 1 × 1 PNG', makePng(1, 1), { width: 1, height: 1 }],
    ['a 200 × 120 PNG', makePng(200, 120), { width: 200, height: 120 }],
    ['a 640 × 480 PNG', makePng(640, 480), { width: 640, height: 480 }],
    ['a JPEG', JPEG_BYTES, null],
    ['the signature alone', makePng(3, 3).subarray(0, 8), null],
    ['a PNG cut before IEND', makePng(3, 3).subarray(0, makePng(3, 3).length - 12), null],
    ['a PNG with a damaged header', withBadHeaderCrc(makePng(3, 3)), null],
    ['text', ascii('%PDF-1.4 not an image at all, whatever its name says'), null],
  ])('%s', (_name, bytes, expected) => {
    expect(pngSize(bytes)).toEqual(expected);
  });
});

describe('checkLogo (spec §5: PNG only, at most 200 × 200)', () => {
  it.each([
    ['200 × 200 fits', makePng(200, 200), { ok: true, width: 200, height: 200 }],
    ['48 × 32 fits', makePng(48, 32), { ok: true, width: 48, height: 32 }],
    ['201 × 10 is too wide', makePng(201, 10), { ok: false, error: LOGO_MSG.tooLarge }],
    ['10 × 201 is too tall', makePng(10, 201), { ok: false, error: LOGO_MSG.tooLarge }],
    ['a JPEG is not a PNG', JPEG_BYTES, { ok: false, error: LOGO_MSG.notPng }],
    ['a damaged PNG is not a PNG', withBadHeaderCrc(makePng(20, 20)), { ok: false, error: LOGO_MSG.notPng }],
    ['an empty file is no file', new Uint8Array(0), { ok: false, error: LOGO_MSG.required }],
    [
      'above 1 MB is refused before reading',
      new Uint8Array(MAX_LOGO_BYTES + 1),
      { ok: false, error: LOGO_MSG.fileTooLarge },
    ],
  ])('%s', (_name, bytes, expected) => {
    expect(checkLogo(bytes)).toEqual(expected);
  });

  it('refuses a file the upload cut short at the size limit', () => {
    expect(checkLogo(makePng(10, 10), { truncated: true })).toEqual({ ok: false, error: LOGO_MSG.fileTooLarge });
  });

  it('uses the spec’s words', () => {
    expect(LOGO_MSG).toMatchObject({ notPng: 'validation.logoNotPng', tooLarge: 'validation.logoTooLarge' });
  });
});
