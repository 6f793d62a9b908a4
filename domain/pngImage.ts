/**
 * Spec §5 and §9's company logo: a PNG of at most 200 × 200 pixels. The check reads the file's own
 * bytes (signature, IHDR, chunk layout), never its name or declared type, so the browser and the
 * server refuse the same files with the same messages.
 */
export const MAX_LOGO_SIDE = 200;
/** A 200 × 200 PNG is at most ~160 kB of pixels; 1 MB leaves room for colour profiles and metadata. */
export const MAX_LOGO_BYTES = 1024 * 1024;
export const PNG_CONTENT_TYPE = 'image/png';

export const LOGO_MSG = {
  /** 'Only PNG files are allowed.' */
  notPng: 'validation.logoNotPng',
  /** 'Image must be 200x200 pixels or smaller.' */
  tooLarge: 'validation.logoTooLarge',
  /** Bytes above MAX_LOGO_BYTES: refused before it is even read. */
  fileTooLarge: 'validation.logoFileTooLarge',
  required: 'validation.fileRequired',
} as const;
export type LogoError = (typeof LOGO_MSG)[keyof typeof LOGO_MSG];

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const IHDR_LENGTH = 13;

let crcTable: Uint32Array | undefined;
/** CRC-32 as PNG chunks carry it (ISO 3309, the zlib polynomial). */
export function crc32(bytes: Uint8Array, start = 0, end = bytes.length): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (let i = start; i < end; i++) crc = crcTable[(crc ^ bytes[i]) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

const u32 = (bytes: Uint8Array, at: number) =>
  ((bytes[at] << 24) | (bytes[at + 1] << 16) | (bytes[at + 2] << 8) | bytes[at + 3]) >>> 0;
const typeAt = (bytes: Uint8Array, at: number) =>
  String.fromCharCode(bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]);
const isChunkType = (type: string) => /^[A-Za-z]{4}$/.test(type);

/**
 * The width and height of a well-formed PNG: the signature, an IHDR first whose CRC is right, then
 * chunks that fit the file up to IEND. Anything else (a JPEG renamed .png, a truncated file) is null.
 */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < SIGNATURE.length + 12 + IHDR_LENGTH + 12) return null;
  if (!SIGNATURE.every((byte, i) => bytes[i] === byte)) return null;
  if (u32(bytes, 8) !== IHDR_LENGTH || typeAt(bytes, 12) !== 'IHDR') return null;
  if (u32(bytes, 16 + IHDR_LENGTH) !== crc32(bytes, 12, 16 + IHDR_LENGTH)) return null;
  const width = u32(bytes, 16);
  const height = u32(bytes, 20);
  if (width === 0 || height === 0 || width > 0x7fffffff || height > 0x7fffffff) return null;
  let at = SIGNATURE.length;
  while (at + 12 <= bytes.length) {
    const length = u32(bytes, at);
    const type = typeAt(bytes, at + 4);
    if (!isChunkType(type) || at + 12 + length > bytes.length) return null;
    if (type === 'IEND') return { width, height };
    at += 12 + length;
  }
  return null;
}

/** The logo rule of spec §5: a PNG by its content, at most 200 × 200 pixels and 1 MB. */
export function checkLogo(
  bytes: Uint8Array,
  options: { truncated?: boolean } = {},
): { ok: true; width: number; height: number } | { ok: false; error: LogoError } {
  if (options.truncated || bytes.length > MAX_LOGO_BYTES) return { ok: false, error: LOGO_MSG.fileTooLarge };
  if (bytes.length === 0) return { ok: false, error: LOGO_MSG.required };
  const size = pngSize(bytes);
  if (!size) return { ok: false, error: LOGO_MSG.notPng };
  if (size.width > MAX_LOGO_SIDE || size.height > MAX_LOGO_SIDE) return { ok: false, error: LOGO_MSG.tooLarge };
  return { ok: true, ...size };
}
