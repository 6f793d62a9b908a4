import { describe, expect, it } from 'vitest';
import { depositActionReasons, depositActions, type DepositSituation } from './deposits';

const waiting: DepositSituation = { status: 'WAITING', paymentStatus: null, debitsSubmitted: false, loanLive: true };

describe("a deposit's actions that do not apply, and why", () => {
  it('a waiting deposit is sent, not retried nor cancelled', () => {
    expect(depositActionReasons(waiting)).toEqual({ send: null, retry: 'NOT_FAILED', cancel: 'NOT_SENT' });
  });

  it('with the provider it can only be cancelled; once the cancellation is asked, nothing', () => {
    expect(depositActionReasons({ ...waiting, paymentStatus: 'IN_PROGRESS' })).toEqual({
      send: 'AT_PROVIDER',
      retry: 'AT_PROVIDER',
      cancel: null,
    });
    expect(depositActionReasons({ ...waiting, paymentStatus: 'CANCEL_REQUESTED' })).toEqual({
      send: 'CANCEL_REQUESTED',
      retry: 'CANCEL_REQUESTED',
      cancel: 'CANCEL_REQUESTED',
    });
  });

  it('deposited, everything says the money has arrived', () => {
    const deposited = { ...waiting, status: 'DEPOSITED', paymentStatus: 'DEPOSITED' } as const;
    expect(depositActionReasons(deposited)).toEqual({ send: 'DEPOSITED', retry: 'DEPOSITED', cancel: 'DEPOSITED' });
  });

  it('a failed deposit is retried; a presented debit or a closed loan says so first', () => {
    const failed = { ...waiting, status: 'ERROR', paymentStatus: 'FAILED' } as const;
    expect(depositActionReasons(failed)).toMatchObject({ send: 'FAILED_RETRY', retry: null });
    expect(depositActionReasons({ ...failed, debitsSubmitted: true }).retry).toBe('DEBITS_SUBMITTED');
    expect(depositActionReasons({ ...failed, loanLive: false }).retry).toBe('LOAN_CLOSED');
  });

  it('gives a reason exactly when the action is not allowed', () => {
    const statuses = ['WAITING', 'DEPOSITED', 'ERROR', 'AUTO_DECLINED'] as const;
    const payments = [null, 'IN_PROGRESS', 'CANCELED', 'DEPOSITED', 'FAILED', 'CANCEL_REQUESTED'] as const;
    for (const status of statuses)
      for (const paymentStatus of payments)
        for (const debitsSubmitted of [false, true])
          for (const loanLive of [false, true]) {
            const situation = { status, paymentStatus, debitsSubmitted, loanLive };
            const actions = depositActions(situation);
            const reasons = depositActionReasons(situation);
            for (const action of ['send', 'retry', 'cancel'] as const)
              expect(reasons[action] === null, JSON.stringify({ situation, action })).toBe(actions[action]);
          }
  });
});
