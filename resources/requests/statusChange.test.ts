import { describe, expect, it } from 'vitest';
import { allowedTargets, asksAmount, asksReason, statusChangeInput } from './statusChange';

const noReason = { denialReason: '' as const };

describe('the status-change dialog (spec §4)', () => {
  it('asks an amount for pre-approved and accepted, a reason for denied, nothing otherwise', () => {
    expect([asksAmount('PREAPPROVED'), asksAmount('ACCEPTED'), asksAmount('DENIED'), asksAmount('WAITING')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect([asksReason('DENIED'), asksReason('PREAPPROVED'), asksReason('CANCELLED_BY_CLIENT')]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('sends the typed dollars as integer cents', () => {
    expect(statusChangeInput('PREAPPROVED', { amountText: '1 500,25 $', ...noReason }, 3, 'fr')).toEqual({
      input: { status: 'PREAPPROVED', amount: 150_025, version: 3 },
    });
    expect(statusChangeInput('ACCEPTED', { amountText: '2,000.10', ...noReason }, 1, 'en')).toEqual({
      input: { status: 'ACCEPTED', amount: 200_010, version: 1 },
    });
  });

  it('refuses a missing, unreadable or out-of-range amount', () => {
    expect(statusChangeInput('PREAPPROVED', { amountText: '', ...noReason }, 1, 'fr')).toEqual({
      errors: { amount: 'validation.required' },
    });
    expect(statusChangeInput('PREAPPROVED', { amountText: 'mille', ...noReason }, 1, 'fr')).toEqual({
      errors: { amount: 'validation.invalidAmount' },
    });
    // A loan is between $100 and $50,000.
    expect(statusChangeInput('ACCEPTED', { amountText: '99.99', ...noReason }, 1, 'en')).toEqual({
      errors: { amount: 'validation.invalidAmount' },
    });
    expect(statusChangeInput('ACCEPTED', { amountText: '50000.01', ...noReason }, 1, 'en')).toEqual({
      errors: { amount: 'validation.invalidAmount' },
    });
  });

  it('asks one of the denial reasons and sends no amount with a denial', () => {
    expect(statusChangeInput('DENIED', { amountText: '1500', ...noReason }, 2, 'fr')).toEqual({
      errors: { denialReason: 'validation.required' },
    });
    expect(statusChangeInput('DENIED', { amountText: '1500', denialReason: 'NO_JOB' }, 2, 'fr')).toEqual({
      input: { status: 'DENIED', denialReason: 'NO_JOB', version: 2 },
    });
  });

  it('sends neither for the other statuses', () => {
    expect(statusChangeInput('WAITING_MISSING_IBV', { amountText: '1500', denialReason: 'NO_JOB' }, 5, 'en')).toEqual({
      input: { status: 'WAITING_MISSING_IBV', version: 5 },
    });
  });

  it('offers only what the shared transitions allow', () => {
    expect(allowedTargets('NEW')).toContain('DUPLICATE');
    expect(allowedTargets('NEW')).not.toContain('NEW');
    expect(allowedTargets('ACCEPTED')).toEqual(['CANCELLED_BY_CLIENT']);
    expect(allowedTargets('FRAUDSTER')).toEqual([]);
  });
});
