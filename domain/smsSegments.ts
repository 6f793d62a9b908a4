/**
 * How an SMS gateway counts a text (3GPP TS 23.038): in the GSM 7-bit alphabet a single message
 * holds 160 characters and each part of a longer one 153 (the rest carries the reassembly header);
 * one character outside it (ê, ç, an emoji) sends the whole text as UCS-2: 70, then 67 per part.
 */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** Characters of the extension table: each takes two septets (an escape, then the character). */
const GSM_EXTENDED = '^{}\\[~]|€\f';

const BASIC = new Set(GSM_BASIC);
const EXTENDED = new Set(GSM_EXTENDED);

/** Gateways refuse texts longer than this many parts (about 1,500 GSM characters). */
export const MAX_SMS_SEGMENTS = 10;

export interface SmsSegmentCount {
  encoding: 'GSM-7' | 'UCS-2';
  /** Septets (GSM-7) or UTF-16 code units (UCS-2) the text takes. */
  units: number;
  segments: number;
}

export function countSmsSegments(text: string): SmsSegmentCount {
  let septets = 0;
  let gsm = true;
  for (const char of text) {
    if (BASIC.has(char)) septets += 1;
    else if (EXTENDED.has(char)) septets += 2;
    else {
      gsm = false;
      break;
    }
  }
  if (gsm)
    return {
      encoding: 'GSM-7',
      units: septets,
      segments: septets === 0 ? 0 : septets <= 160 ? 1 : Math.ceil(septets / 153),
    };
  const units = text.length;
  return { encoding: 'UCS-2', units, segments: units <= 70 ? 1 : Math.ceil(units / 67) };
}
