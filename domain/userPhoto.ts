import { pngSize, PNG_CONTENT_TYPE } from './pngImage';

/**
 * Issue 15's profile photo: a PNG or a JPEG, by its own bytes (never its name or declared type),
 * square and at most PHOTO_SIDE pixels a side once the browser has cropped and resized it. The
 * server stores what passes this check and nothing else, so the chat's and the toolbar's avatars
 * stay small whatever the user picked.
 */
export const PHOTO_SIDE = 256;
/** A 256 × 256 PNG of pure noise is about 260 kB; a photo as JPEG, some 20 kB. */
export const MAX_PHOTO_BYTES = 512 * 1024;
/** What the user may pick before it is resized: a camera's photo, not a poster. */
export const MAX_PICKED_PHOTO_BYTES = 15 * 1024 * 1024;
export const JPEG_CONTENT_TYPE = 'image/jpeg';
export const PHOTO_CONTENT_TYPES = [PNG_CONTENT_TYPE, JPEG_CONTENT_TYPE] as const;
export type PhotoContentType = (typeof PHOTO_CONTENT_TYPES)[number];

export const PHOTO_MSG = {
  /** 'Choose a PNG or JPEG image.' */
  notImage: 'validation.photoNotImage',
  /** The stored photo must already be resized (the browser does it). */
  tooLarge: 'validation.photoTooLarge',
  /** Bytes above the limit: refused unread. */
  fileTooLarge: 'validation.photoFileTooLarge',
  required: 'validation.fileRequired',
} as const;
export type PhotoError = (typeof PHOTO_MSG)[keyof typeof PHOTO_MSG];

// JPEG markers: start of image, and the start-of-frame markers that carry the image's size
// (baseline, extended, progressive, lossless…; not DHT C4, JPG C8 nor DAC CC, which share the range).
const SOI = 0xd8;
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
// Markers that stand alone, without a length: TEM and the restart markers.
const standsAlone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/**
 * The width and height a JPEG declares in its frame header, walking its segments from the start
 * of image; null for anything that is not a well-formed JPEG up to that header.
 */
export function jpegSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== SOI) return null;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1];
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (standsAlone(marker)) {
      at += 2;
      continue;
    }
    const length = (bytes[at + 2] << 8) | bytes[at + 3];
    if (length < 2 || at + 2 + length > bytes.length) return null;
    if (isStartOfFrame(marker)) {
      if (length < 7) return null;
      const height = (bytes[at + 5] << 8) | bytes[at + 6];
      const width = (bytes[at + 7] << 8) | bytes[at + 8];
      return width > 0 && height > 0 ? { width, height } : null;
    }
    // End of image or start of scan before any frame header: not an image we can size.
    if (marker === 0xd9 || marker === 0xda) return null;
    at += 2 + length;
  }
  return null;
}

/** The type and size of a PNG or JPEG, read from its bytes; null for anything else. */
export function photoKind(bytes: Uint8Array): { contentType: PhotoContentType; width: number; height: number } | null {
  const png = pngSize(bytes);
  if (png) return { contentType: PNG_CONTENT_TYPE, ...png };
  const jpeg = jpegSize(bytes);
  return jpeg ? { contentType: JPEG_CONTENT_TYPE, ...jpeg } : null;
}

/** The stored photo's rule: a PNG or JPEG by its bytes, at most PHOTO_SIDE a side and MAX_PHOTO_BYTES. */
export function checkUserPhoto(
  bytes: Uint8Array,
  options: { truncated?: boolean } = {},
): { ok: true; contentType: PhotoContentType; width: number; height: number } | { ok: false; error: PhotoError } {
  if (options.truncated || bytes.length > MAX_PHOTO_BYTES) return { ok: false, error: PHOTO_MSG.fileTooLarge };
  if (bytes.length === 0) return { ok: false, error: PHOTO_MSG.required };
  const kind = photoKind(bytes);
  if (!kind) return { ok: false, error: PHOTO_MSG.notImage };
  if (kind.width > PHOTO_SIDE || kind.height > PHOTO_SIDE) return { ok: false, error: PHOTO_MSG.tooLarge };
  return { ok: true, ...kind };
}

/**
 * The square the browser cuts from a picked image (its centre, as wide as the shorter side) and
 * the side it draws it at: PHOTO_SIDE, or smaller when the image itself is smaller (never enlarged).
 */
export function photoCrop(width: number, height: number): { x: number; y: number; side: number; drawnSide: number } {
  const side = Math.min(width, height);
  return {
    x: Math.floor((width - side) / 2),
    y: Math.floor((height - side) / 2),
    side,
    drawnSide: Math.min(side, PHOTO_SIDE),
  };
}
