import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows, roughly: every content stream inflated, and the hex strings pdfkit writes
 * glyphs as (standard fonts, WinAnsi) decoded and joined. Enough to assert what a reader would see.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const parts: string[] = [];
  for (const match of source.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1], 'latin1')).toString('latin1');
    } catch {
      content = match[1];
    }
    for (const array of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      parts.push(
        [...array[1].matchAll(/<([0-9a-fA-F]*)>/g)]
          .map((hex) => Buffer.from(hex[1], 'hex').toString('latin1'))
          .join(''),
      );
    }
  }
  return parts.join('\n');
}
