import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './customerActions';

describe('fileNameFromDisposition', () => {
  it('prefers the UTF-8 name, so accents survive', () => {
    expect(
      fileNameFromDisposition(
        `attachment; filename="cheque-specimen.pdf"; filename*=UTF-8''ch%C3%A8que-sp%C3%A9cimen.pdf`,
        'x',
      ),
    ).toBe('chèque-spécimen.pdf');
  });

  it('falls back on the plain name, then on the given name', () => {
    expect(fileNameFromDisposition('attachment; filename="contrat.pdf"', 'x')).toBe('contrat.pdf');
    expect(fileNameFromDisposition(null, 'document-4')).toBe('document-4');
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''%E0%A4%A; filename="abc.pdf"`, 'x')).toBe('abc.pdf');
  });
});
