import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_ROLES,
  ENTRY_PARTS,
  isBalanced,
  isMappingPair,
  journalLinesOf,
  MAPPED_KINDS,
  mayBeCounter,
  MOVEMENT_KINDS,
  MOVEMENT_PART,
  PROVIDER_CLEARING_ROLE,
  STANDARD_CHART,
  STANDARD_MAPPING,
  STANDARD_MOVEMENT_MAPPING,
  trialBalanceSides,
} from './accounting';
import { LEDGER_KINDS, PAYMENT_PROVIDERS } from './loanStatuses';

const byRole = (kind: (typeof MAPPED_KINDS)[number], part: (typeof ENTRY_PARTS)[number]) =>
  STANDARD_MAPPING[kind][part];

describe('the standard chart and mapping', () => {
  it('has one account per role, numbered once, and maps every part of every kind but the reversal', () => {
    expect(new Set(STANDARD_CHART.map((account) => account.role))).toEqual(new Set(ACCOUNT_ROLES));
    expect(new Set(STANDARD_CHART.map((account) => account.number)).size).toBe(STANDARD_CHART.length);
    expect([...MAPPED_KINDS, 'REVERSAL'].sort()).toEqual([...LEDGER_KINDS].sort());
    for (const kind of MAPPED_KINDS) for (const part of ENTRY_PARTS) expect(byRole(kind, part).debit).toBeTruthy();
  });

  it("keeps each part owed in its receivable account, whatever the kind: the books' receivables are the ledgers'", () => {
    const receivable = { capital: 'LOANS_RECEIVABLE', interest: 'INTEREST_RECEIVABLE', fees: 'FEES_RECEIVABLE' };
    for (const kind of MAPPED_KINDS)
      for (const part of ENTRY_PARTS) expect(byRole(kind, part).debit).toBe(receivable[part]);
  });
});

describe('journalLinesOf', () => {
  it('gives two opposite lines per part that is not zero, the receivable debited when more is owed', () => {
    const due = journalLinesOf({ kind: 'INSTALMENT_DUE', capital: 0, interest: 1_250, fees: 300 }, byRole);
    expect(due).toEqual([
      { account: 'INTEREST_RECEIVABLE', amount: 1_250 },
      { account: 'INTEREST_INCOME', amount: -1_250 },
      { account: 'FEES_RECEIVABLE', amount: 300 },
      { account: 'MEMBERSHIP_FEE_INCOME', amount: -300 },
    ]);
    // A debit's payment clears what is owed: the money is with the provider.
    const payment = journalLinesOf({ kind: 'PAYMENT', capital: -8_000, interest: -1_250, fees: 0 }, byRole);
    expect(payment).toContainEqual({ account: 'PROVIDER_CLEARING', amount: 8_000 });
    expect(payment).toContainEqual({ account: 'LOANS_RECEIVABLE', amount: -8_000 });
    expect(isBalanced(payment)).toBe(true);
  });

  it('undoes a reversed entry on its own accounts', () => {
    const rebate = { kind: 'REBATE' as const, capital: -500, interest: -100, fees: 0 };
    const reversal = {
      kind: 'REVERSAL' as const,
      reversedKind: 'REBATE' as const,
      capital: 500,
      interest: 100,
      fees: 0,
    };
    const both = [...journalLinesOf(rebate, byRole), ...journalLinesOf(reversal, byRole)];
    const net = new Map<string, number>();
    for (const line of both) net.set(line.account, (net.get(line.account) ?? 0) + line.amount);
    expect([...net.values()].every((amount) => amount === 0)).toBe(true);
    expect(journalLinesOf({ kind: 'REVERSAL', capital: 1, interest: 0, fees: 0 }, byRole)).toEqual([]);
  });

  it('is balanced for every kind, whatever the signs', () => {
    for (const kind of MAPPED_KINDS) {
      const lines = journalLinesOf({ kind, capital: 1_001, interest: -37, fees: 250 }, byRole);
      expect(isBalanced(lines), kind).toBe(true);
    }
  });
});

describe('trialBalanceSides', () => {
  it('shows a balance on its side', () => {
    expect(trialBalanceSides(1_500)).toEqual({ debitCents: 1_500, creditCents: 0 });
    expect(trialBalanceSides(-20)).toEqual({ debitCents: 0, creditCents: 20 });
    expect(trialBalanceSides(0)).toEqual({ debitCents: 0, creditCents: 0 });
  });
});

describe('the mapping of provider movements', () => {
  it('maps each movement once, against the clearing account; gives each provider its own clearing account', () => {
    for (const kind of MOVEMENT_KINDS) {
      expect(isMappingPair(kind, MOVEMENT_PART)).toBe(true);
      expect(isMappingPair(kind, 'capital')).toBe(false);
      expect(mayBeCounter(MOVEMENT_PART, STANDARD_MOVEMENT_MAPPING[kind])).toBe(true);
    }
    expect(isMappingPair('PAYMENT', MOVEMENT_PART)).toBe(false);
    // The database finds a provider's clearing account as `<provider>_CLEARING` (journalPosting.ts).
    for (const provider of PAYMENT_PROVIDERS) expect(PROVIDER_CLEARING_ROLE[provider]).toBe(`${provider}_CLEARING`);
  });

  it('never lets a mapping move the side it keeps, nor a movement go from one clearing account to another', () => {
    expect(mayBeCounter('capital', 'LOANS_RECEIVABLE')).toBe(false);
    expect(mayBeCounter('capital', 'PROVIDER_CLEARING')).toBe(true);
    expect(mayBeCounter(MOVEMENT_PART, 'PROVIDER_CLEARING')).toBe(false);
    expect(mayBeCounter(MOVEMENT_PART, 'CARD_CLEARING')).toBe(false);
    expect(mayBeCounter(MOVEMENT_PART, 'BANK')).toBe(true);
    expect(mayBeCounter(MOVEMENT_PART, null)).toBe(true);
  });
});
