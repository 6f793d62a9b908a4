import { describe, expect, it } from 'vitest';
import type { LedgerEntry } from './loanLedger';
import type { DepositStatus, LoanStatus } from './loanStatuses';
import {
  loanActionReasons,
  loanActions,
  paymentLineDescriptions,
  schedulePositions,
  stopChoices,
  type LineState,
} from './loanView';
import { createPaymentCalendar } from './paymentCalendar';

const calendar = createPaymentCalendar();
const owing: LedgerEntry[] = [
  {
    id: 1,
    kind: 'DISBURSEMENT',
    date: '2026-11-23',
    capital: 50_000,
    interest: 0,
    fees: 0,
    paymentId: null,
    reversesEntryId: null,
  },
];
const line = (
  id: number,
  date: string,
  status: LineState['status'],
  kind: LineState['kind'] = 'SCHEDULED',
): LineState => ({ id, number: id, kind, date, status });
const situation = (
  status: LoanStatus,
  lines: LineState[],
  entries = owing,
  depositStatus: DepositStatus = 'WAITING',
) => ({ status, depositStatus, lines, entries, today: '2026-12-01', calendar });
const enabled = (actions: object) =>
  Object.entries(actions)
    .filter(([, on]) => on)
    .map(([key]) => key)
    .sort();

describe('which loan dialogs apply (spec §2, §4)', () => {
  it.each([
    [
      'a pending loan',
      situation('PENDING', [line(1, '2026-12-18', 'SCHEDULED')], [], 'NONE'),
      ['changeProvider', 'delete', 'modify', 'sendContract', 'sendMessage', 'start'],
    ],
    [
      'an active loan waiting for its deposit: nothing to service yet',
      situation('ACTIVE', [line(1, '2026-12-18', 'SCHEDULED')], []),
      ['changeProvider', 'delete', 'sendContract', 'sendMessage', 'statement'],
    ],
    [
      'an active loan with a paid and a future payment',
      situation('ACTIVE', [line(1, '2026-11-27', 'PAID'), line(2, '2026-12-18', 'SCHEDULED')], owing, 'DEPOSITED'),
      [
        'changeProvider',
        'defer',
        'increaseBalance',
        'manualPayment',
        'nsf',
        'rebate',
        'sendContract',
        'sendMessage',
        'statement',
        'stop',
        'writeOff',
      ],
    ],
    [
      'an active loan whose deposit went out, its next debit already sent',
      situation('ACTIVE', [line(1, '2026-12-03', 'SCHEDULED')], owing, 'DEPOSITED'),
      [
        'changeProvider',
        'increaseBalance',
        'manualPayment',
        'rebate',
        'sendContract',
        'sendMessage',
        'statement',
        'stop',
        'writeOff',
      ],
    ],
    [
      'a stopped loan',
      situation('STOPPED', [line(1, '2026-12-18', 'CANCELLED')]),
      ['changeProvider', 'delete', 'rebate', 'restart', 'sendMessage', 'statement', 'stoppedLoanPayment', 'writeOff'],
    ],
    [
      'a written-off loan: money received is a recovery, the write-off may be undone',
      situation('WRITTEN_OFF', [line(1, '2026-12-18', 'CANCELLED')], [], 'DEPOSITED'),
      ['recovery', 'reverseWriteOff'],
    ],
    [
      'a loan paid in full',
      situation('LOAN_PAY_IN_FULL', [line(1, '2026-11-27', 'PAID')], [], 'DEPOSITED'),
      ['nsf', 'sendMessage', 'statement'],
    ],
  ])('%s', (_case, input, expected) => {
    expect(enabled(loanActions(input as never))).toEqual(expected);
  });

  it('offers the stop dates with the dates they mean', () => {
    expect(
      stopChoices(situation('ACTIVE', [line(1, '2026-11-20', 'NSF'), line(2, '2026-12-18', 'SCHEDULED')])),
    ).toEqual([
      { choice: 'TODAY', date: '2026-12-01' },
      { choice: 'LAST_NSF', date: '2026-11-20' },
    ]);
  });

  it('describes payment lines in both languages', () => {
    expect(paymentLineDescriptions(line(3, '2026-12-18', 'NSF'), 3, 12)).toEqual({
      descriptionEN: 'Payment 3 of 12 (NSF)',
      descriptionFR: 'Paiement 3 de 12 (NSF)',
    });
    expect(paymentLineDescriptions(line(3, '2026-12-18', 'DEFERRED'), null, 12)).toEqual({
      descriptionEN: 'Deferred payment',
      descriptionFR: 'Paiement reporté',
    });
    expect(paymentLineDescriptions(line(7, '2026-12-18', 'PAID', 'MANUAL'), null, 12)).toEqual({
      descriptionEN: 'Manual payment',
      descriptionFR: 'Paiement manuel',
    });
  });

  it('numbers the schedule as it stands: never "payment 14 of 13" after a deferral or a restart', () => {
    // Twelve payments; the second deferred to a thirteenth line; then a restart cancels the last
    // three and replaces them with two.
    const lines = [
      ...Array.from({ length: 12 }, (_, i) =>
        line(i + 1, `2027-${String(i + 1).padStart(2, '0')}-15`, i === 1 ? 'DEFERRED' : i >= 9 ? 'CANCELLED' : 'PAID'),
      ),
      line(13, '2028-01-15', 'CANCELLED'),
      line(14, '2027-10-20', 'SCHEDULED'),
      line(15, '2027-11-20', 'SCHEDULED'),
    ];
    const { positions, count } = schedulePositions(lines);
    expect(count).toBe(10);
    expect([...positions.values()]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(positions.get(2)).toBeUndefined();
    expect(positions.get(14)).toBe(9);
    const described = lines.map((l) => paymentLineDescriptions(l, positions.get(l.id) ?? null, count).descriptionEN);
    expect(described.filter((d) => /^Payment \d+ of 10$/.test(d))).toHaveLength(10);
    expect(described.filter((d) => d === 'Cancelled payment')).toHaveLength(4);
    expect(described).toContain('Deferred payment');
  });
});

describe('why a loan dialog does not apply', () => {
  const reasonsOf = (actions: object) => Object.fromEntries(Object.entries(actions).filter(([, reason]) => reason));
  it('says a started loan waits for its deposit, not that it is active', () => {
    const reasons = loanActionReasons(situation('ACTIVE', [line(1, '2026-12-18', 'SCHEDULED')], owing, 'IN_PROGRESS'));
    expect(reasonsOf(reasons)).toEqual({
      modify: 'STARTED',
      start: 'STARTED',
      delete: 'DEPOSIT_OUTSTANDING',
      stop: 'AWAITING_DEPOSIT',
      restart: 'AWAITING_DEPOSIT',
      manualPayment: 'AWAITING_DEPOSIT',
      stoppedLoanPayment: 'AWAITING_DEPOSIT',
      increaseBalance: 'AWAITING_DEPOSIT',
      rebate: 'AWAITING_DEPOSIT',
      defer: 'AWAITING_DEPOSIT',
      nsf: 'AWAITING_DEPOSIT',
      changeProvider: 'DEPOSIT_IN_PROGRESS',
      writeOff: 'AWAITING_DEPOSIT',
      recovery: 'NOT_WRITTEN_OFF',
      reverseWriteOff: 'NOT_WRITTEN_OFF',
    });
  });

  it.each([
    ['a pending loan cannot take a payment', situation('PENDING', [], [], 'NONE'), 'manualPayment', 'NOT_STARTED'],
    ['a paid-out loan with nothing owed', situation('ACTIVE', [], [], 'DEPOSITED'), 'manualPayment', 'NOTHING_OWED'],
    [
      'an active loan with payments still to come is not restarted',
      situation('ACTIVE', [line(1, '2026-12-18', 'SCHEDULED')], owing, 'DEPOSITED'),
      'restart',
      'PAYMENTS_SCHEDULED',
    ],
    [
      'a payment at the bank is not deferred',
      situation('ACTIVE', [line(1, '2026-12-02', 'SCHEDULED')], owing, 'DEPOSITED'),
      'defer',
      'NO_DEFERRABLE_PAYMENT',
    ],
    [
      'an active loan is not paid as a stopped one',
      situation('ACTIVE', [], owing, 'DEPOSITED'),
      'stoppedLoanPayment',
      'ACTIVE',
    ],
    ['a stopped loan is not stopped again', situation('STOPPED', [], owing, 'DEPOSITED'), 'stop', 'STOPPED'],
    ['a loan paid in full', situation('LOAN_PAY_IN_FULL', [], [], 'DEPOSITED'), 'rebate', 'PAID_IN_FULL'],
    ['a deleted loan', situation('DELETED', [], [], 'NONE'), 'sendMessage', 'DELETED'],
  ])('%s', (_, loan, action, reason) => {
    const reasons = loanActionReasons(loan);
    expect(reasons[action as keyof typeof reasons]).toBe(reason);
    expect(loanActions(loan)[action as keyof typeof reasons]).toBe(false);
  });
});
