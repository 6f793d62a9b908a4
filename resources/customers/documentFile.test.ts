// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { checkChosenFile, DOCUMENT_ACCEPT } from './documentFile';

const pdf = (name: string, type = 'application/pdf') => new File(['%PDF-1.4\n%%EOF\n'], name, { type });

describe('checking a chosen document before upload', () => {
  it('accepts a PDF named and typed as one', async () => {
    expect(await checkChosenFile(pdf('cheque.pdf'))).toBeUndefined();
  });

  it('says what is wrong as the server would', async () => {
    expect(await checkChosenFile(null)).toBe('validation.fileRequired');
    expect(await checkChosenFile(new File([], 'vide.pdf', { type: 'application/pdf' }))).toBe('validation.fileEmpty');
    expect(await checkChosenFile(pdf('notes.txt', 'text/plain'))).toBe('validation.fileTypeNotAllowed');
    expect(await checkChosenFile(new File(['MZ...'], 'cheque.pdf', { type: 'application/pdf' }))).toBe(
      'validation.fileTypeMismatch',
    );
  });

  it('offers PDF, PNG and JPEG in the file chooser', () => {
    expect(DOCUMENT_ACCEPT).toBe('application/pdf,.pdf,image/png,.png,image/jpeg,.jpg,.jpeg');
  });
});
