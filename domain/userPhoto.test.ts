import { describe, expect, it } from 'vitest';
import { makeJpegHeader } from '../tests/support/jpeg';
import { makePng } from '../tests/support/png';
import { checkUserPhoto, jpegSize, MAX_PHOTO_BYTES, PHOTO_SIDE, photoCrop, photoKind } from './userPhoto';

describe('a profile photo, read from its bytes', () => {
  it('sizes a JPEG from its frame header, past fill bytes and other segments', () => {
    expect(jpegSize(makeJpegHeader(640, 480))).toEqual({ width: 640, height: 480 });
    const jpeg = makeJpegHeader(200, 100);
    const withFill = Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff]), jpeg.subarray(2)]);
    expect(jpegSize(withFill)).toEqual({ width: 200, height: 100 });
  });

  it('refuses what only looks like a JPEG: another start, a segment running past the end, no frame', () => {
    const jpeg = makeJpegHeader(10, 10);
    expect(jpegSize(Buffer.concat([Buffer.from([0xff, 0xd9]), jpeg.subarray(2)]))).toBeNull();
    expect(jpegSize(jpeg.subarray(0, 12))).toBeNull();
    expect(jpegSize(Buffer.from([0xff, 0xd8, 0xff, 0xd9]))).toBeNull();
    expect(jpegSize(makePng(4, 4))).toBeNull();
  });

  it('tells a PNG from a JPEG whatever the file is called', () => {
    expect(photoKind(makePng(30, 20))).toEqual({ contentType: 'image/png', width: 30, height: 20 });
    expect(photoKind(makeJpegHeader(30, 20))).toEqual({ contentType: 'image/jpeg', width: 30, height: 20 });
    expect(photoKind(Buffer.from('GIF89a……'))).toBeNull();
  });

  it('stores a resized photo only: an image, at most 256 a side and 512 kB', () => {
    expect(checkUserPhoto(makePng(PHOTO_SIDE, PHOTO_SIDE))).toMatchObject({ ok: true, contentType: 'image/png' });
    expect(checkUserPhoto(makeJpegHeader(PHOTO_SIDE + 1, 10))).toEqual({
      ok: false,
      error: 'validation.photoTooLarge',
    });
    expect(checkUserPhoto(Buffer.from('%PDF-1.4'))).toEqual({ ok: false, error: 'validation.photoNotImage' });
    expect(checkUserPhoto(Buffer.alloc(0))).toEqual({ ok: false, error: 'validation.fileRequired' });
    expect(checkUserPhoto(Buffer.alloc(MAX_PHOTO_BYTES + 1))).toEqual({
      ok: false,
      error: 'validation.photoFileTooLarge',
    });
    expect(checkUserPhoto(makePng(8, 8), { truncated: true })).toEqual({
      ok: false,
      error: 'validation.photoFileTooLarge',
    });
  });
});

describe('the square the browser cuts from a picked image', () => {
  it('takes the centre of a landscape or portrait image, drawn at 256', () => {
    expect(photoCrop(4000, 3000)).toEqual({ x: 500, y: 0, side: 3000, drawnSide: 256 });
    expect(photoCrop(1080, 1921)).toEqual({ x: 0, y: 420, side: 1080, drawnSide: 256 });
  });

  it('never enlarges a small image', () => {
    expect(photoCrop(100, 80)).toEqual({ x: 10, y: 0, side: 80, drawnSide: 80 });
  });
});
