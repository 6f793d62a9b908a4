import { describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_BYTES, checkDocumentFile, safeFileName, sniffFileKind } from './customerDocuments';

const PDF = new TextEncoder().encode('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n%%EOF\n');
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]);
const EXE = new TextEncoder().encode('MZ\x90\x00 this program cannot be run in DOS mode');

describe('document files', () => {
  it('recognise PDF, PNG and JPEG by their first bytes', () => {
    expect(sniffFileKind(PDF)).toBe('pdf');
    expect(sniffFileKind(PNG)).toBe('png');
    expect(sniffFileKind(JPEG)).toBe('jpeg');
    expect(sniffFileKind(EXE)).toBeUndefined();
  });

  it.each([
    ['cheque.pdf', 'application/pdf', PDF, { ok: true, kind: 'pdf', contentType: 'application/pdf' }],
    ['scan.JPG', 'image/jpeg', JPEG, { ok: true, kind: 'jpeg', contentType: 'image/jpeg' }],
    ['photo.png', 'application/octet-stream', PNG, { ok: true, kind: 'png', contentType: 'image/png' }],
    ['virus.pdf', 'application/pdf', EXE, { ok: false, error: 'validation.fileTypeMismatch' }],
    ['image.pdf', 'application/pdf', PNG, { ok: false, error: 'validation.fileTypeMismatch' }],
    ['cheque.pdf', 'image/png', PDF, { ok: false, error: 'validation.fileTypeMismatch' }],
    ['notes.txt', 'text/plain', PDF, { ok: false, error: 'validation.fileTypeNotAllowed' }],
    ['noextension', 'application/pdf', PDF, { ok: false, error: 'validation.fileTypeNotAllowed' }],
    ['empty.pdf', 'application/pdf', new Uint8Array(), { ok: false, error: 'validation.fileEmpty' }],
  ])('%s (%s)', (fileName, declaredType, bytes, expected) => {
    expect(checkDocumentFile({ fileName, declaredType, bytes })).toEqual(expected);
  });

  it('refuses a file over the size limit, or cut short by it', () => {
    expect(
      checkDocumentFile({ fileName: 'big.pdf', declaredType: 'application/pdf', bytes: PDF, truncated: true }),
    ).toEqual({ ok: false, error: 'validation.fileTooLarge' });
    const big = new Uint8Array(MAX_DOCUMENT_BYTES + 1);
    big.set(PDF);
    expect(checkDocumentFile({ fileName: 'big.pdf', declaredType: 'application/pdf', bytes: big })).toEqual({
      ok: false,
      error: 'validation.fileTooLarge',
    });
  });

  it('keeps file names safe for a download header', () => {
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('C:\\scans\\chèque "annulé".pdf')).toBe('chèque annulé.pdf');
    expect(safeFileName('  ')).toBe('document');
  });
});
