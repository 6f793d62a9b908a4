import { describe, expect, it } from 'vitest';
import {
  REQUEST_QUEUES,
  REQUEST_STATUSES,
  REQUEST_TRANSITIONS,
  canChangeRequestStatus,
  initialRequestStatus,
  statusesOfQueue,
} from './requestStatuses';

describe('request statuses', () => {
  it('list the 19 statuses of spec §4', () => {
    expect(REQUEST_STATUSES).toHaveLength(19);
    expect(new Set(REQUEST_STATUSES).size).toBe(19);
  });

  it('give every sidebar entry of spec §2 its statuses, each status in one entry at most', () => {
    expect(Object.keys(REQUEST_QUEUES)).toEqual([
      'all',
      'new',
      'waiting',
      'preapproved',
      'accepted',
      'denied',
      'cancelled',
      'autodecline',
      'possiblerenewals',
      'renewalrequests',
    ]);
    expect(statusesOfQueue('all')).toBeUndefined();
    expect(statusesOfQueue('waiting')).toEqual([
      'WAITING',
      'WAITING_MISSING_CONTRACT',
      'WAITING_MISSING_IBV',
      'WAITING_MISSING_INFO',
      'CONTRACT_SENT',
    ]);
    const listed = Object.values(REQUEST_QUEUES).flatMap((statuses) => statuses ?? []);
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.every((s) => (REQUEST_STATUSES as readonly string[]).includes(s))).toBe(true);
  });

  it.each([
    ['NEW', 'PREAPPROVED', true],
    ['NEW', 'ACCEPTED', true],
    ['NEW', 'DENIED', true],
    ['NEW', 'NEW', false],
    ['WAITING', 'WAITING_MISSING_IBV', true],
    ['PREAPPROVED', 'CONTRACT_SENT', true],
    ['CONTRACT_SENT', 'ACCEPTED', true],
    ['DUPLICATE', 'NEW', true],
    ['ACCEPTED', 'CANCELLED_BY_CLIENT', true],
    ['ACCEPTED', 'DENIED', false],
    ['DENIED', 'NEW', true],
    ['DENIED', 'ACCEPTED', false],
    ['AUTO_DECLINED', 'DENIED', true],
    ['POSSIBLE_RENEWAL', 'RENEWAL_REQUEST', true],
    ['FRAUDSTER', 'NEW', false],
    ['NEW', 'IN_COLLECTIONS', false],
    ['IN_COLLECTIONS', 'NEW', false],
  ] as const)('%s → %s: %s', (from, to, allowed) => {
    expect(canChangeRequestStatus(from, to)).toBe(allowed);
  });

  it('never list a change to the same status, nor to a loan-side status', () => {
    for (const [from, targets] of Object.entries(REQUEST_TRANSITIONS)) {
      expect(targets).not.toContain(from);
      for (const loanSide of ['IN_COLLECTIONS', 'IN_PAYMENT_AGREEMENT', 'LOAN_PAY_IN_FULL', 'BANKRUPTCY'])
        expect(targets).not.toContain(loanSide);
    }
  });

  it("start a duplicate applicant's request as DUPLICATE", () => {
    expect(initialRequestStatus(true)).toBe('DUPLICATE');
    expect(initialRequestStatus(false)).toBe('NEW');
  });
});
