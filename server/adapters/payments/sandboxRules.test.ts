import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RETURN_REASONS } from '../../../domain/returnReasons';
import { torontoInstant, torontoToday } from '../../businessClock';
import type { ProviderStatus } from './paymentProvider';
import { eftReturnCodeOf, nextEftStep, SANDBOX_RETURNS, statementLineOf, type SandboxStep } from './sandboxRules';

/** Every step an EFT item takes from its file's arrival, each from the moment the one before it came. */
function lifeOf(item: Parameters<typeof nextEftStep>[1], receivedAt: Date, scale: number) {
  const steps: SandboxStep[] = [];
  let status: ProviderStatus = 'RECEIVED';
  let since = receivedAt;
  for (let next = nextEftStep(status, item, since, scale); next; next = nextEftStep(status, item, since, scale)) {
    steps.push(next);
    ({ status, at: since } = next);
  }
  return steps;
}

describe('the sandbox EFT providers', () => {
  // Friday 2026-12-11 at the 10:31 cut-off: a debit due Tuesday 2026-12-15, presented two business days ahead.
  const due = '2026-12-15';
  const receivedAt = torontoInstant('2026-12-11', '10:31');

  it.each([1, 0.01, 0.001, 0.0001, 0.00001])(
    'never take nor return a debit before its due date (time scaled by %s)',
    (scale) => {
      for (const account of ['9010000001', '9050000001', '9120000001'])
        for (const amountCents of [12_300, 12_301, 12_302, 12_303]) {
          const steps = lifeOf({ date: due, account, amountCents, debit: true }, receivedAt, scale);
          expect(steps.map((step) => step.status)).toEqual(['SENT', 'SETTLED', 'RETURNED']);
          const [, settled, returned] = steps;
          expect(
            torontoToday(settled.at) >= due,
            `${account} ${amountCents}: settled ${settled.at.toISOString()}`,
          ).toBe(true);
          expect(
            torontoToday(returned.at) >= due,
            `${account} ${amountCents}: returned ${returned.at.toISOString()}`,
          ).toBe(true);
          expect(returned.returnCode).toBe(account.slice(0, 3));
        }
    },
  );

  it('still run a shrunk day for a credit or a debit already due', () => {
    const [, credit] = lifeOf({ date: due, account: '1234567', amountCents: 100, debit: false }, receivedAt, 0.001);
    expect(credit.at.getTime() - receivedAt.getTime()).toBe((30 * 60_000 + 86_400_000) * 0.001);
    const [, debit] = lifeOf(
      { date: '2026-12-11', account: '1234567', amountCents: 100, debit: true },
      receivedAt,
      0.001,
    );
    expect(debit.at.getTime() - receivedAt.getTime()).toBe((30 * 60_000 + 86_400_000) * 0.001);
  });

  it('send back a debit for every listed account, a credit only where the account is at fault', () => {
    expect(SANDBOX_RETURNS.map((rule) => eftReturnCodeOf(`${rule.code}0000001`, true))).toEqual(
      SANDBOX_RETURNS.map((rule) => rule.code),
    );
    expect(['901', '902', '903', '905', '912', '915'].map((code) => eftReturnCodeOf(`${code}0000001`, false))).toEqual([
      null,
      '902',
      null,
      '905',
      '912',
      null,
    ]);
    expect(eftReturnCodeOf('1234567', true)).toBeNull();
  });
});

describe("the sandbox's daily statement", () => {
  it('reports an item as it moved, charges its service, and makes a lost or a short item on purpose', () => {
    const item = { interac: false, account: '1234567', amountCents: 10_000 };
    expect(statementLineOf(item, 'SETTLED')).toEqual({ amountCents: 10_000, omitted: false, serviceFeeCents: 25 });
    expect(statementLineOf({ ...item, interac: true, account: null }, 'SETTLED').serviceFeeCents).toBe(100);
    expect(statementLineOf(item, 'RETURNED').serviceFeeCents).toBe(0);
    expect(statementLineOf({ ...item, account: '9981234' }, 'SETTLED').amountCents).toBe(9_900);
    expect(statementLineOf({ ...item, account: '9971234' }, 'SETTLED').omitted).toBe(true);
    // A fee is what the provider charged: never short.
    expect(statementLineOf({ ...item, account: '9981234', amountCents: 250 }, 'FEE').amountCents).toBe(250);
  });
});

describe("the README's table of the accounts that come back", () => {
  const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
  const HEADER = '| account starting | what comes back | return reason | raison du retour |';

  /** The table's rows under its header, cell by cell. */
  function tableRows(): string[][] {
    const lines = readme.split('\n');
    const start = lines.indexOf(HEADER);
    expect(start, `README.md has a table headed ${HEADER}`).toBeGreaterThan(-1);
    const rows: string[][] = [];
    for (const line of lines.slice(start + 2)) {
      if (!line.startsWith('|')) break;
      rows.push(
        line
          .slice(1, -1)
          .split('|')
          .map((cell) => cell.trim()),
      );
    }
    return rows;
  }

  it('lists exactly the sandbox rules, with the codes and their words in both languages', () => {
    expect(tableRows()).toEqual(
      SANDBOX_RETURNS.map((rule) => [
        `\`${rule.code}\``,
        rule.credits ? 'credits and debits' : 'debits',
        `${rule.code} — ${RETURN_REASONS[rule.code].en}`,
        RETURN_REASONS[rule.code].fr,
      ]),
    );
  });
});
