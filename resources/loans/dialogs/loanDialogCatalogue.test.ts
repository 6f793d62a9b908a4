// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DEFERRAL_FEE_OPTIONS,
  PAYMENT_PROVIDERS,
  REVERSIBLE_KINDS,
  STOP_DATE_CHOICES,
} from '../../../domain/loanStatuses';
import { FREQUENCIES } from '../../../domain/paymentFrequencies';
import { en } from '../../../i18n/en';
import { fr } from '../../../i18n/fr';
import { removalMessage } from './loanDialogChoices';
import { LOAN_MONEY_DIALOGS } from './loanMoneyDialogs';
import { LOAN_WORDS } from './useLoanDialogLabels';

const lookup = (catalogue: object, key: string) =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
      catalogue,
    );

/** The literal keys the dialogs name. */
function keysInSources(): string[] {
  const dir = 'resources/loans/dialogs';
  const keys = new Set<string>();
  for (const name of readdirSync(dir)) {
    if (!/\.tsx?$/.test(name) || /\.test\.tsx?$/.test(name) || name.includes('TestKit')) continue;
    for (const match of readFileSync(path.join(dir, name), 'utf8').matchAll(
      /['"]((?:resources|messages|errors|validation)\.[\w.]+\w)['"]/g,
    ))
      keys.add(match[1]);
  }
  return [...keys].sort();
}

/** Keys the dialogs build: each dialog's title and button, and the names of the choices they offer. */
const builtKeys = [
  ...LOAN_MONEY_DIALOGS.flatMap((entry) => [
    entry.label,
    `resources.loanDialogs.${entry.key}.title`,
    `resources.loanDialogs.${entry.key}.submit`,
  ]),
  ...FREQUENCIES.map((id) => `${LOAN_WORDS.frequency}.${id}`),
  ...PAYMENT_PROVIDERS.map((id) => `${LOAN_WORDS.provider}.${id}`),
  ...REVERSIBLE_KINDS.map((id) => `${LOAN_WORDS.ledgerKind}.${id}`),
  ...DEFERRAL_FEE_OPTIONS.map((id) => `${LOAN_WORDS.feeOption}.${id}`),
  ...STOP_DATE_CHOICES.map((id) => `${LOAN_WORDS.stopChoice}.${id}`),
  ...REVERSIBLE_KINDS.map(removalMessage),
];

describe.each([
  ['fr', fr],
  ['en', en],
])('the %s catalogue for the loan dialogs', (_language, catalogue) => {
  it('has every key the dialogs name or build', () => {
    // A literal may name a group the dialogs build keys under (LOAN_WORDS); a built key is a text.
    const missing = [
      ...keysInSources().filter((key) => lookup(catalogue, key) === undefined),
      ...builtKeys.filter((key) => typeof lookup(catalogue, key) !== 'string'),
    ];
    expect(missing).toEqual([]);
  });
});

describe('removalMessage', () => {
  it('says what was removed (spec §8)', () => {
    expect(REVERSIBLE_KINDS.map((kind) => [kind, removalMessage(kind)])).toEqual([
      ['REBATE', 'messages.REBATE_DELETED'],
      ['MANUAL_PAYMENT', 'messages.PAYMENT_DELETED'],
      ['STOPPED_LOAN_PAYMENT', 'messages.PAYMENT_DELETED'],
      ['DEFERRAL_FEE', 'messages.DEFERRED_FEE_DELETED'],
      ['NSF', 'messages.NSF_DELETED'],
    ]);
  });
});
