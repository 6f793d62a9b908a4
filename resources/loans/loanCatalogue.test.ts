import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STATEMENT_KINDS } from '../../domain/loanActions';
import {
  DEPOSIT_STATUSES,
  LEDGER_KINDS,
  LOAN_STATUSES,
  PAYMENT_LINE_STATUSES,
  PAYMENT_PROVIDERS,
} from '../../domain/loanStatuses';
import { FREQUENCIES } from '../../domain/paymentFrequencies';
import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { LOAN_TABS } from './loanPaths';

const lookup = (catalogue: object, key: string) =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
      catalogue,
    );

const sources = (dir: string, only?: RegExp) =>
  readdirSync(dir)
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && (!only || only.test(name)))
    .map((name) => readFileSync(path.join(dir, name), 'utf8'));

/** The audit actions the loan services record (server/features/loans), for the Logs tab to name. */
function auditedLoanActions(): string[] {
  const dir = 'server/features/loans';
  const actions = new Set<string>();
  for (const text of sources(dir))
    for (const match of text.matchAll(/action: '(loan\.[\w-]+)'/g)) actions.add(match[1]);
  return [...actions].sort();
}

const groups: [string, readonly string[]][] = [
  ['resources.loans.status', LOAN_STATUSES],
  ['resources.loans.depositStatus', DEPOSIT_STATUSES],
  ['resources.loans.lineStatus', PAYMENT_LINE_STATUSES],
  ['resources.loans.ledgerKind', LEDGER_KINDS],
  ['resources.loans.provider', PAYMENT_PROVIDERS],
  ['resources.loans.frequency', FREQUENCIES],
  ['resources.loans.tabs', LOAN_TABS],
  ['resources.loans.statement', STATEMENT_KINDS],
];

describe.each([
  ['fr', fr],
  ['en', en],
])('the %s catalogue for the loan screens', (_language, catalogue) => {
  it.each(groups)('names every value of %s', (group, values) => {
    expect(values.filter((value) => typeof lookup(catalogue, `${group}.${value}`) !== 'string')).toEqual([]);
  });

  it('names every audited loan action for the Logs tab', () => {
    const actions = auditedLoanActions();
    expect(actions).toContain('loan.started');
    expect(actions.filter((action) => typeof lookup(catalogue, `audit.actions.${action}`) !== 'string')).toEqual([]);
  });
});

it('gives the texts the issue names', () => {
  expect(en.resources.loans.provider.CARD).toBe('Card (pre-authorized debit)');
  expect(fr.resources.loans.provider.CARD).toBe('Carte (débit préautorisé)');
  expect(en.resources.loans.terms.noPendingRequests).toBe('No pending requests for a new loan');
});
