/**
 * A one-page PDF with a few lines of text, valid enough for any viewer (correct xref offsets):
 * the void cheques and contracts of the demo customers. ASCII text only (Helvetica, no embedding).
 */
export function demoPdf(lines: readonly string[]): Buffer {
  const ascii = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/[()\\]/g, (c) => `\\${c}`);
  const content = `BT /F1 16 Tf 50 250 Td 22 TL ${lines.map((line) => `(${ascii(line)}) '`).join(' ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 300] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
