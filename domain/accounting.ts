import { z } from 'zod';
import type { Language } from '../i18n/types';
import { calendarDate, FIELD_MSG, filterRowId, positiveId, requiredText } from './fieldSchemas';
import { LEDGER_KINDS, type LedgerKind, type PaymentProvider } from './loanStatuses';

/**
 * The lender's books (issue 34): a chart of accounts, and for each loan ledger kind the accounts its
 * parts move. Every journal entry is balanced (Σ debits = Σ credits): each part of a ledger entry
 * gives two lines of opposite amounts. Amounts are signed cents, a debit positive, a credit negative.
 */
export const ACCOUNT_TYPES = ['ASSET', 'LIABILITY', 'EQUITY', 'INCOME', 'EXPENSE'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/**
 * What an account is for, when the product itself posts to it (mappings name accounts by id; the
 * role says which account of the standard chart a mapping started with, and which ones the
 * write-offs and the allowance will use).
 */
export const ACCOUNT_ROLES = [
  'PROVIDER_CLEARING',
  'CARD_CLEARING',
  'INTERAC_CLEARING',
  'BANK',
  'LOANS_RECEIVABLE',
  'INTEREST_RECEIVABLE',
  'FEES_RECEIVABLE',
  'UNAPPLIED_MONEY',
  'ALLOWANCE',
  'RETAINED_EARNINGS',
  'INTEREST_INCOME',
  'MEMBERSHIP_FEE_INCOME',
  'BROKERAGE_FEE_INCOME',
  'NSF_FEE_INCOME',
  'DEFERRAL_FEE_INCOME',
  'OTHER_INCOME',
  'RECOVERIES',
  'REBATES',
  'PROVISION_EXPENSE',
  'WRITE_OFFS',
  'PROVIDER_FEES',
  'RECONCILIATION_DIFFERENCES',
] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

export interface StandardAccount {
  number: string;
  role: AccountRole;
  type: AccountType;
  name: Record<Language, string>;
}

/** A Canadian consumer lender's chart, numbered by type (1 assets, 2 liabilities, 3 equity, 4 income, 5 expenses). */
export const STANDARD_CHART: readonly StandardAccount[] = [
  {
    number: '1010',
    role: 'PROVIDER_CLEARING',
    type: 'ASSET',
    name: { fr: 'Encaisse chez les fournisseurs de paiement', en: 'Cash with payment providers' },
  },
  {
    number: '1011',
    role: 'CARD_CLEARING',
    type: 'ASSET',
    name: {
      fr: 'Encaisse chez le fournisseur de débits préautorisés',
      en: 'Cash with the pre-authorized debit provider',
    },
  },
  {
    number: '1012',
    role: 'INTERAC_CLEARING',
    type: 'ASSET',
    name: { fr: 'Encaisse chez le fournisseur Interac', en: 'Cash with the Interac provider' },
  },
  { number: '1020', role: 'BANK', type: 'ASSET', name: { fr: 'Banque', en: 'Bank' } },
  { number: '1200', role: 'LOANS_RECEIVABLE', type: 'ASSET', name: { fr: 'Prêts à recevoir', en: 'Loans receivable' } },
  {
    number: '1210',
    role: 'INTEREST_RECEIVABLE',
    type: 'ASSET',
    name: { fr: 'Intérêts à recevoir', en: 'Interest receivable' },
  },
  { number: '1220', role: 'FEES_RECEIVABLE', type: 'ASSET', name: { fr: 'Frais à recevoir', en: 'Fees receivable' } },
  {
    number: '1290',
    role: 'ALLOWANCE',
    type: 'ASSET',
    name: { fr: 'Provision pour pertes sur prêts', en: 'Allowance for credit losses' },
  },
  {
    number: '2100',
    role: 'UNAPPLIED_MONEY',
    type: 'LIABILITY',
    name: { fr: 'Sommes reçues non appliquées', en: 'Unapplied money' },
  },
  {
    number: '3100',
    role: 'RETAINED_EARNINGS',
    type: 'EQUITY',
    name: { fr: 'Bénéfices non répartis', en: 'Retained earnings' },
  },
  {
    number: '4100',
    role: 'INTEREST_INCOME',
    type: 'INCOME',
    name: { fr: "Revenus d'intérêts", en: 'Interest income' },
  },
  {
    number: '4200',
    role: 'MEMBERSHIP_FEE_INCOME',
    type: 'INCOME',
    name: { fr: "Revenus de frais d'adhésion", en: 'Membership fee income' },
  },
  {
    number: '4210',
    role: 'BROKERAGE_FEE_INCOME',
    type: 'INCOME',
    name: { fr: 'Revenus de frais de courtage', en: 'Brokerage fee income' },
  },
  {
    number: '4220',
    role: 'NSF_FEE_INCOME',
    type: 'INCOME',
    name: { fr: 'Revenus de frais de paiements refusés', en: 'NSF fee income' },
  },
  {
    number: '4230',
    role: 'DEFERRAL_FEE_INCOME',
    type: 'INCOME',
    name: { fr: 'Revenus de frais de report', en: 'Deferral fee income' },
  },
  { number: '4900', role: 'OTHER_INCOME', type: 'INCOME', name: { fr: 'Autres revenus', en: 'Other income' } },
  {
    number: '4950',
    role: 'RECOVERIES',
    type: 'INCOME',
    name: { fr: 'Recouvrements de prêts radiés', en: 'Recoveries of written-off loans' },
  },
  { number: '5100', role: 'REBATES', type: 'EXPENSE', name: { fr: 'Remises accordées', en: 'Rebates granted' } },
  {
    number: '5200',
    role: 'PROVISION_EXPENSE',
    type: 'EXPENSE',
    name: { fr: 'Dotation à la provision pour pertes', en: 'Provision for credit losses' },
  },
  { number: '5300', role: 'WRITE_OFFS', type: 'EXPENSE', name: { fr: 'Radiations de prêts', en: 'Loan write-offs' } },
  {
    number: '5400',
    role: 'PROVIDER_FEES',
    type: 'EXPENSE',
    name: { fr: 'Frais des fournisseurs de paiement', en: 'Payment provider fees' },
  },
  {
    number: '5410',
    role: 'RECONCILIATION_DIFFERENCES',
    type: 'EXPENSE',
    name: { fr: 'Écarts de rapprochement', en: 'Reconciliation differences' },
  },
];

/**
 * Each provider's own clearing account. A mapping names the clearing account (1010): its lines go
 * to the clearing account of the provider that moved the money, so that each provider's cash is
 * reconciled on its own (1010 keeps only what no provider moved).
 */
export const PROVIDER_CLEARING_ROLE: Record<PaymentProvider, AccountRole> = {
  CARD: 'CARD_CLEARING',
  INTERAC: 'INTERAC_CLEARING',
};

/** The three parts of a ledger entry (domain/loanLedger.ts), each mapped on its own. */
export const ENTRY_PARTS = ['capital', 'interest', 'fees'] as const;
export type EntryPart = (typeof ENTRY_PARTS)[number];

/**
 * What a ledger kind's part moves when the borrower owes more (a positive amount): `debit` goes up
 * by it, `credit` down. When the borrower owes less (a payment, a rebate), the same two accounts
 * move the other way. REVERSAL is not mapped: it undoes the entry it reverses, on that entry's
 * accounts.
 */
export interface PartMapping {
  debit: AccountRole;
  credit: AccountRole;
}

/** The kinds the books map: every ledger kind but the reversal, which follows what it reverses. */
export const MAPPED_KINDS = LEDGER_KINDS.filter((kind) => kind !== 'REVERSAL') as Exclude<LedgerKind, 'REVERSAL'>[];
export type MappedKind = (typeof MAPPED_KINDS)[number];

/**
 * The providers' own movements, which no loan ledger entry carries: a cancelled Interac transfer's
 * fee, the fees and the transfer to the bank of a provider's daily statement, and the adjustments
 * of a reconciliation. Each moves the provider's clearing account by the money that came into it
 * (negative when money left: a fee, a transfer to the bank) and its counter-account the other way.
 */
export const MOVEMENT_KINDS = [
  'DEPOSIT_CANCELLATION_FEE',
  'PROVIDER_FEES',
  'PROVIDER_TRANSFER',
  'RECONCILIATION_ADJUSTMENT',
] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

/** What caused a journal entry. */
export const JOURNAL_SOURCES = ['LOAN_LEDGER', 'DEPOSIT', 'PROVIDER_STATEMENT', 'RECONCILIATION', 'ALLOWANCE'] as const;
export type JournalSource = (typeof JOURNAL_SOURCES)[number];

/** Every kind a journal entry has: a ledger entry's, a provider movement's, or the allowance's provision. */
export const JOURNAL_KINDS = [...LEDGER_KINDS, ...MOVEMENT_KINDS, 'PROVISION'] as const;
export type JournalKind = (typeof JOURNAL_KINDS)[number];
export const isLedgerKind = (kind: string): kind is LedgerKind => (LEDGER_KINDS as readonly string[]).includes(kind);

/** A movement is one amount: its mapping has a single part. */
export const MOVEMENT_PART = 'amount' as const;
export const MAPPING_PARTS = [...ENTRY_PARTS, MOVEMENT_PART] as const;
export type MappingPart = (typeof MAPPING_PARTS)[number];

/** The standard counter-accounts of the movements (their other side is the provider's clearing). */
export const STANDARD_MOVEMENT_MAPPING: Record<MovementKind, AccountRole> = {
  DEPOSIT_CANCELLATION_FEE: 'PROVIDER_FEES',
  PROVIDER_FEES: 'PROVIDER_FEES',
  // What a provider sends to the lender's bank (or draws from it when it paid out more than it took).
  PROVIDER_TRANSFER: 'BANK',
  RECONCILIATION_ADJUSTMENT: 'RECONCILIATION_DIFFERENCES',
};

/**
 * Each part owed lives in its receivable account, whatever the kind: so the books' receivables are
 * the ledgers' sums at any date. A mapping chooses only the other side, its counter-account.
 */
export const OWED_ACCOUNT_ROLE: Record<EntryPart, AccountRole> = {
  capital: 'LOANS_RECEIVABLE',
  interest: 'INTEREST_RECEIVABLE',
  fees: 'FEES_RECEIVABLE',
};

/** The side a mapping keeps, whatever is chosen: a part's receivable, or a movement's clearing. */
export const FIXED_ACCOUNT_ROLE: Record<MappingPart, AccountRole> = {
  ...OWED_ACCOUNT_ROLE,
  [MOVEMENT_PART]: 'PROVIDER_CLEARING',
};

const owed = (capital: AccountRole, interest: AccountRole, fees: AccountRole): Record<EntryPart, PartMapping> => ({
  capital: { debit: OWED_ACCOUNT_ROLE.capital, credit: capital },
  interest: { debit: OWED_ACCOUNT_ROLE.interest, credit: interest },
  fees: { debit: OWED_ACCOUNT_ROLE.fees, credit: fees },
});

/**
 * The standard mapping. Income is earned when charged (accrual): an instalment coming due charges
 * its interest and membership fee; a payment only clears what is owed. A debit's payment is money
 * with the provider until the bank settles it; money received by hand (an Interac transfer, a
 * cheque) is in the bank.
 */
export const STANDARD_MAPPING: Record<MappedKind, Record<EntryPart, PartMapping>> = {
  // The money lent goes out through the provider; the financed brokerage fee is earned at once.
  DISBURSEMENT: owed('PROVIDER_CLEARING', 'PROVIDER_CLEARING', 'PROVIDER_CLEARING'),
  BROKERAGE_FEE: owed('BROKERAGE_FEE_INCOME', 'BROKERAGE_FEE_INCOME', 'BROKERAGE_FEE_INCOME'),
  INSTALMENT_DUE: owed('LOANS_RECEIVABLE', 'INTEREST_INCOME', 'MEMBERSHIP_FEE_INCOME'),
  PAYMENT: owed('PROVIDER_CLEARING', 'PROVIDER_CLEARING', 'PROVIDER_CLEARING'),
  MANUAL_PAYMENT: owed('BANK', 'BANK', 'BANK'),
  STOPPED_LOAN_PAYMENT: owed('BANK', 'BANK', 'BANK'),
  // A returned debit: what the payment cleared is owed again, and the money is not with the provider.
  NSF: owed('PROVIDER_CLEARING', 'PROVIDER_CLEARING', 'PROVIDER_CLEARING'),
  NSF_FEE: owed('NSF_FEE_INCOME', 'NSF_FEE_INCOME', 'NSF_FEE_INCOME'),
  REBATE: owed('REBATES', 'REBATES', 'REBATES'),
  BALANCE_INCREASE: owed('OTHER_INCOME', 'OTHER_INCOME', 'OTHER_INCOME'),
  DEFERRAL_FEE: owed('DEFERRAL_FEE_INCOME', 'DEFERRAL_FEE_INCOME', 'DEFERRAL_FEE_INCOME'),
  // What is still owed goes to the lender's losses; money received after is a recovery (its payment then clears it).
  WRITE_OFF: owed('WRITE_OFFS', 'WRITE_OFFS', 'WRITE_OFFS'),
  RECOVERY: owed('RECOVERIES', 'RECOVERIES', 'RECOVERIES'),
};

/** A ledger entry as the books read it: its kind, and for a reversal the kind of what it reverses. */
export interface BookedEntry {
  kind: LedgerKind;
  reversedKind?: LedgerKind | null;
  capital: number;
  interest: number;
  fees: number;
}

export interface JournalLine<Account> {
  account: Account;
  /** Cents: a debit positive, a credit negative. */
  amount: number;
}

/**
 * The journal lines of one ledger entry, given each kind's part mapping (account ids, or roles in
 * tests): two per part that is not zero. The database writes the same lines (loanWrites.ts); this is
 * the rule in one place, for the tests and the reader.
 */
export function journalLinesOf<Account>(
  entry: BookedEntry,
  mapping: (kind: MappedKind, part: EntryPart) => { debit: Account; credit: Account },
): JournalLine<Account>[] {
  const kind = entry.kind === 'REVERSAL' ? entry.reversedKind : entry.kind;
  if (!kind || kind === 'REVERSAL') return [];
  return ENTRY_PARTS.flatMap((part) => {
    const amount = entry[part];
    if (amount === 0) return [];
    const { debit, credit } = mapping(kind, part);
    return [
      { account: debit, amount },
      { account: credit, amount: -amount },
    ];
  });
}

/** Σ debits = Σ credits. */
export const isBalanced = (lines: readonly { amount: number }[]) =>
  lines.reduce((sum, line) => sum + line.amount, 0) === 0;

/** A balance shown as a debit (positive) or a credit (negative), as a trial balance has it. */
export const trialBalanceSides = (balance: number) => ({
  debitCents: balance > 0 ? balance : 0,
  creditCents: balance < 0 ? -balance : 0,
});

export const accountRecord = z.object({
  id: z.number().int(),
  number: z.string(),
  nameFr: z.string(),
  nameEn: z.string(),
  type: z.enum(ACCOUNT_TYPES),
  role: z.enum(ACCOUNT_ROLES).nullable(),
  enabled: z.boolean(),
  used: z.boolean(),
});
export type AccountRecord = z.infer<typeof accountRecord>;

export const trialBalanceQuery = z.object({
  /** The balances at the end of this day; the lender's business day when not given. */
  date: calendarDate.optional(),
});

export const trialBalanceRecord = z.object({
  date: z.string(),
  lines: z.array(
    z.object({
      accountId: z.number().int(),
      number: z.string(),
      nameFr: z.string(),
      nameEn: z.string(),
      type: z.enum(ACCOUNT_TYPES),
      debitCents: z.number().int(),
      creditCents: z.number().int(),
      balanceCents: z.number().int(),
    }),
  ),
  totalDebitCents: z.number().int(),
  totalCreditCents: z.number().int(),
});
export type TrialBalance = z.infer<typeof trialBalanceRecord>;

export const journalListFilter = z.strictObject({
  from: calendarDate.optional(),
  to: calendarDate.optional(),
  accountId: filterRowId.optional(),
  loanId: filterRowId.optional(),
  kind: z.enum(JOURNAL_KINDS).optional(),
  source: z.enum(JOURNAL_SOURCES).optional(),
});
export type JournalListFilter = z.infer<typeof journalListFilter>;

/** One line of the journal, with its entry's facts: what the journal screen lists. */
export const journalLineRecord = z.object({
  id: z.number().int(),
  entryId: z.number().int(),
  date: z.string(),
  effectiveDate: z.string(),
  source: z.string(),
  kind: z.string(),
  loanId: z.number().int().nullable(),
  /** Who recorded it (null: a job of the system's: the money job, a provider's statement). */
  actorName: z.string().nullable(),
  accountId: z.number().int(),
  accountNumber: z.string(),
  accountNameFr: z.string(),
  accountNameEn: z.string(),
  debitCents: z.number().int(),
  creditCents: z.number().int(),
});
export type JournalLineRecord = z.infer<typeof journalLineRecord>;

/** An account's number: digits only, as accounting software imports them (QuickBooks, Sage 50). */
export const ledgerAccountNumber = z
  .string({ error: FIELD_MSG.required })
  .trim()
  .regex(/^\d{3,8}$/, FIELD_MSG.invalid);

export const createAccountBody = z.strictObject({
  number: ledgerAccountNumber,
  nameFr: requiredText(120),
  nameEn: requiredText(120),
  type: z.enum(ACCOUNT_TYPES, { error: FIELD_MSG.invalid }),
});
export type CreateAccountInput = z.infer<typeof createAccountBody>;

/** Renamed, disabled or enabled again; its number and type stay (lines carry them already). */
export const updateAccountBody = z.strictObject({
  nameFr: requiredText(120),
  nameEn: requiredText(120),
  enabled: z.boolean({ error: FIELD_MSG.required }),
});
export type UpdateAccountInput = z.infer<typeof updateAccountBody>;

export const MAPPING_KINDS = [...MAPPED_KINDS, ...MOVEMENT_KINDS] as const;
export type MappingKind = (typeof MAPPING_KINDS)[number];

export const isMovementKind = (kind: string): kind is MovementKind =>
  (MOVEMENT_KINDS as readonly string[]).includes(kind);

/** A ledger kind goes with its entry's parts, a movement with its one amount. */
export const isMappingPair = (kind: MappingKind, part: MappingPart) =>
  isMovementKind(kind) === (part === MOVEMENT_PART);

const CLEARING_ROLES: readonly (AccountRole | null)[] = ['PROVIDER_CLEARING', ...Object.values(PROVIDER_CLEARING_ROLE)];

/**
 * Whether an account may be a mapping's counter-account: never the side the mapping keeps, and for a
 * movement (whose kept side is the provider's clearing) no clearing account at all.
 */
export const mayBeCounter = (part: MappingPart, role: AccountRole | null) =>
  role !== FIXED_ACCOUNT_ROLE[part] && !(part === MOVEMENT_PART && CLEARING_ROLES.includes(role));

export const mappingRecord = z.object({
  kind: z.enum(MAPPING_KINDS),
  part: z.enum(MAPPING_PARTS),
  /** The side kept (FIXED_ACCOUNT_ROLE): the part's receivable, or a movement's clearing. */
  owedAccountId: z.number().int(),
  /** What moves it: the income, the clearing, the bank… (chosen). */
  counterAccountId: z.number().int(),
});
export type MappingRecord = z.infer<typeof mappingRecord>;

export const updateMappingsBody = z.strictObject({
  mappings: z
    .array(
      z.strictObject({
        kind: z.enum(MAPPING_KINDS, { error: FIELD_MSG.invalid }),
        part: z.enum(MAPPING_PARTS, { error: FIELD_MSG.invalid }),
        counterAccountId: positiveId,
      }),
    )
    .min(1, FIELD_MSG.required)
    .max(MAPPED_KINDS.length * ENTRY_PARTS.length + MOVEMENT_KINDS.length, FIELD_MSG.invalid),
});
export type UpdateMappingsInput = z.infer<typeof updateMappingsBody>;

/**
 * One account's ledger for a period (issue 34). Either day may be left out: the period then ends
 * on the business day and starts on the first of that month. The end may not come before the start.
 */
export const accountLedgerFilter = z
  .strictObject({ from: calendarDate.optional(), to: calendarDate.optional() })
  .superRefine((period, ctx) => {
    if (period.from && period.to && period.from > period.to)
      ctx.addIssue({ code: 'custom', path: ['to'], message: FIELD_MSG.dateRange });
  });
export type AccountLedgerFilter = z.infer<typeof accountLedgerFilter>;

/** A line of an account's ledger, with the account's balance once it is counted (a debit balance positive). */
export const accountLedgerLineRecord = z.object({
  id: z.number().int(),
  entryId: z.number().int(),
  date: z.string(),
  effectiveDate: z.string(),
  source: z.string(),
  kind: z.string(),
  loanId: z.number().int().nullable(),
  debitCents: z.number().int(),
  creditCents: z.number().int(),
  balanceCents: z.number().int(),
});
export type AccountLedgerLineRecord = z.infer<typeof accountLedgerLineRecord>;

/** The account and its period: the balance before it, what moved in it, the balance at its end. */
export const accountLedgerSummaryRecord = z.object({
  account: accountRecord.pick({ id: true, number: true, nameFr: true, nameEn: true, type: true }),
  from: z.string(),
  to: z.string(),
  openingCents: z.number().int(),
  debitCents: z.number().int(),
  creditCents: z.number().int(),
  closingCents: z.number().int(),
});
export type AccountLedgerSummary = z.infer<typeof accountLedgerSummaryRecord>;
