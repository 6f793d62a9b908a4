import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('the public address links in emails lead to', () => {
  it('is required outside demo mode, said in one sentence', () => {
    expect(() => readConfig({ SEED_DEMO: '0' })).toThrow(/^PUBLIC_URL must be set outside demo mode/);
  });

  it('must be an http or https address', () => {
    expect(() => readConfig({ PUBLIC_URL: 'guichet.example.ca' })).toThrow(
      /PUBLIC_URL must be an http or https address/,
    );
    expect(() => readConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(
      /PUBLIC_URL must be an http or https address/,
    );
  });

  it('is the configured one without its trailing slash, or the local server in demo mode', () => {
    expect(readConfig({ SEED_DEMO: '0', PUBLIC_URL: 'https://guichet.example.ca/' }).publicUrl).toBe(
      'https://guichet.example.ca',
    );
    expect(readConfig({ PORT: '5055' }).publicUrl).toBe('http://localhost:5055');
  });
});

describe("each payment provider's EFT data centre", () => {
  it('is read per provider, as its 5-digit number, and left to the sandbox when unset', () => {
    expect(readConfig({ EFT_DATA_CENTRE_CARD: '00310' }).eftDataCentres).toEqual({ CARD: '00310' });
    expect(readConfig({ EFT_DATA_CENTRE_CARD: '00310', EFT_DATA_CENTRE_INTERAC: '00720' }).eftDataCentres).toEqual({
      CARD: '00310',
      INTERAC: '00720',
    });
    expect(readConfig({}).eftDataCentres).toEqual({});
  });

  it('stops the start when it is not five digits', () => {
    expect(() => readConfig({ EFT_DATA_CENTRE_INTERAC: '310' })).toThrow(/EFT_DATA_CENTRE_INTERAC must be/);
    expect(() => readConfig({ EFT_DATA_CENTRE_CARD: '0031O' })).toThrow(/EFT_DATA_CENTRE_CARD must be/);
  });
});
