import { describe, expect, it } from 'vitest';
import { apiOriginFor, isAllowedBrowserOrigin } from './apiOrigin';

describe('the API origin rule (spec §7)', () => {
  it('is localhost:5000 on localhost', () => {
    expect(apiOriginFor({ protocol: 'http:', hostname: 'localhost' })).toBe('http://localhost:5000');
  });

  it('suffixes the first label with "api" elsewhere', () => {
    expect(apiOriginFor({ protocol: 'https:', hostname: 'app.lender.ca' })).toBe('https://appapi.lender.ca');
    expect(apiOriginFor({ protocol: 'https:', hostname: 'guichet.preteur.qc.ca' })).toBe(
      'https://guichetapi.preteur.qc.ca',
    );
  });

  it('read backwards, allows only the matching browser origins', () => {
    expect(isAllowedBrowserOrigin('https://app.lender.ca', 'appapi.lender.ca')).toBe(true);
    expect(isAllowedBrowserOrigin('https://other.lender.ca', 'appapi.lender.ca')).toBe(false);
    expect(isAllowedBrowserOrigin('http://localhost:5173', 'localhost')).toBe(true);
    expect(isAllowedBrowserOrigin('http://localhost:5173', 'appapi.lender.ca')).toBe(false);
    expect(isAllowedBrowserOrigin('not a url', 'localhost')).toBe(false);
  });
});
