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
