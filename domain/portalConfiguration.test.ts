import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PORTAL_CONFIGURATION,
  isWebUrl,
  PORTAL_MSG,
  portalConfigurationOf,
  updatePortalConfigurationBody,
} from './portalConfiguration';

const valid = { version: 0, ...DEFAULT_PORTAL_CONFIGURATION };
const errorsOf = (body: unknown) => {
  const result = updatePortalConfigurationBody.safeParse(body);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.') || issue.code, issue.message]));
};

describe('isWebUrl', () => {
  it.each([
    ['https://pret.example.ca/conditions', true],
    ['http://localhost:5000/terms', true],
    ['HTTPS://EXAMPLE.CA', true],
    ['example.ca/terms', false],
    ['ftp://example.ca/terms', false],
    ['javascript:alert(1)', false],
    ['https://exa mple.ca', false],
    ['https://intranet/terms', false],
    ['', false],
  ])('%j → %s', (text, expected) => {
    expect(isWebUrl(text)).toBe(expected);
  });
});

describe('updatePortalConfigurationBody', () => {
  it('takes the defaults, and keeps colours in lower case and phones formatted', () => {
    const parsed = updatePortalConfigurationBody.parse({
      ...valid,
      primaryColour: '#A1B2C3',
      supportPhone: '514 555 0199',
      supportEmail: ' Aide@Pret.CA ',
    });
    expect(parsed).toMatchObject({
      primaryColour: '#a1b2c3',
      supportPhone: '514-555-0199',
      supportEmail: 'aide@pret.ca',
    });
  });

  it('turns cleared optional fields into null', () => {
    expect(
      updatePortalConfigurationBody.parse({
        ...valid,
        supportEmail: '',
        supportPhone: ' ',
        termsUrl: '',
        policyUrl: null,
      }),
    ).toMatchObject({
      supportEmail: null,
      supportPhone: null,
      termsUrl: null,
      policyUrl: null,
    });
  });

  it.each([
    ['a bad email', { supportEmail: 'aide@' }, { supportEmail: 'validation.email' }],
    ['a bad phone', { supportPhone: '555-01' }, { supportPhone: 'validation.phone' }],
    ['a bad colour', { primaryColour: 'blue' }, { primaryColour: PORTAL_MSG.colour }],
    ['a short colour', { secondaryColour: '#fff' }, { secondaryColour: PORTAL_MSG.colour }],
    ['a bad URL', { termsUrl: 'www.example.ca' }, { termsUrl: PORTAL_MSG.webUrl }],
    ['a negative maximum', { maxDeferralsPerLoan: -1 }, { maxDeferralsPerLoan: PORTAL_MSG.deferralMaximum }],
    ['a zero maximum', { maxConsecutiveDeferrals: 0 }, { maxConsecutiveDeferrals: PORTAL_MSG.deferralMaximum }],
    ['a fractional maximum', { maxDeferralsPerLoan: 2.5 }, { maxDeferralsPerLoan: PORTAL_MSG.deferralMaximum }],
    [
      'more in a row than per loan',
      { maxDeferralsPerLoan: 2, maxConsecutiveDeferrals: 3 },
      { maxConsecutiveDeferrals: PORTAL_MSG.consecutiveAbovePerLoan },
    ],
    ['an unknown loan view', { loanView: 'EVERYTHING' }, { loanView: 'validation.invalid' }],
  ])('refuses %s', (_name, change, expected) => {
    expect(errorsOf({ ...valid, ...change })).toEqual(expected);
  });

  it('refuses an unknown field, and a missing one', () => {
    expect(errorsOf({ ...valid, logoUrl: 'x' })).toEqual({ unrecognized_keys: expect.any(String) });
    const { termsUrl: _missing, ...withoutTerms } = valid;
    expect(Object.keys(errorsOf(withoutTerms))).toEqual(['termsUrl']);
  });
});

describe('portalConfigurationOf (a stored value read back)', () => {
  it('is the defaults when nothing was saved', () => {
    expect(portalConfigurationOf(undefined)).toEqual(DEFAULT_PORTAL_CONFIGURATION);
  });

  it('keeps what is valid and replaces what is not by its default', () => {
    expect(
      portalConfigurationOf({
        deferralsPermitted: false,
        maxDeferralsPerLoan: 'many',
        primaryColour: '#000000',
        extra: 1,
      }),
    ).toEqual({
      ...DEFAULT_PORTAL_CONFIGURATION,
      deferralsPermitted: false,
      primaryColour: '#000000',
    });
  });

  it('never allows more in a row than per loan', () => {
    expect(portalConfigurationOf({ maxDeferralsPerLoan: 1, maxConsecutiveDeferrals: 5 })).toMatchObject({
      maxDeferralsPerLoan: 1,
      maxConsecutiveDeferrals: 1,
    });
  });
});
