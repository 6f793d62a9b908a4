import { z } from 'zod';
import { calendarDate, FIELD_MSG, positiveId, requiredText } from './fieldSchemas';
import { PAYMENT_PROVIDERS } from './loanStatuses';

/**
 * Reconciling a payment provider's day (issue 34): what Guichet expected (the debits it presented
 * for the day, the payouts delivered, the returns it read, the fees it was told of) against the
 * provider's statement of that day, item by item by the reference each travelled under.
 */
export const STATEMENT_ITEM_KINDS = ['DEBIT', 'CREDIT'] as const;
export type StatementItemKind = (typeof STATEMENT_ITEM_KINDS)[number];

/** A debit or a payout settled, returned, or (a cancelled payout) charged a fee. */
export const STATEMENT_ITEM_STATUSES = ['SETTLED', 'RETURNED', 'FEE'] as const;
export type StatementItemStatus = (typeof STATEMENT_ITEM_STATUSES)[number];

export const PROVIDER_DAY_STATUSES = ['DIFFERENCES', 'RECONCILED'] as const;
export type ProviderDayStatus = (typeof PROVIDER_DAY_STATUSES)[number];

export const DIFFERENCE_KINDS = ['MISSING', 'EXTRA', 'AMOUNT'] as const;
export type DifferenceKind = (typeof DIFFERENCE_KINDS)[number];

/**
 * How a difference is settled: it will show on another day (TIMING), the books take the
 * provider's figure (ADJUSTED: a journal entry for the gap), or it is explained with nothing to
 * post (EXPLAINED). Each needs a note.
 */
export const DIFFERENCE_RESOLUTIONS = ['TIMING', 'ADJUSTED', 'EXPLAINED'] as const;
export type DifferenceResolution = (typeof DIFFERENCE_RESOLUTIONS)[number];

export interface StatementItem {
  reference: string;
  kind: StatementItemKind;
  status: StatementItemStatus;
  amountCents: number;
}

/**
 * The money an item brought into the provider's hands, as the lender's clearing account sees it: a
 * debit taken adds, a payout or a fee takes away, a return undoes its item.
 */
export function moneyIntoProvider(item: Pick<StatementItem, 'kind' | 'status' | 'amountCents'>): number {
  const sign = item.kind === 'DEBIT' ? 1 : -1;
  return item.status === 'RETURNED'
    ? -sign * item.amountCents
    : item.status === 'FEE'
      ? -item.amountCents
      : sign * item.amountCents;
}

export interface ItemDifference {
  reference: string;
  kind: StatementItemKind;
  status: StatementItemStatus;
  difference: DifferenceKind;
  expectedCents: number | null;
  reportedCents: number | null;
}

const keyOf = (item: StatementItem) => `${item.kind}|${item.status}|${item.reference}`;

/**
 * The items on which the two sides disagree (the database does the same in one statement at scale:
 * reconciliation/providerDayReconciling.ts; this is the rule in one place, for the tests and the reader).
 */
export function differencesOf(
  expected: readonly StatementItem[],
  reported: readonly StatementItem[],
): ItemDifference[] {
  const theirs = new Map(reported.map((item) => [keyOf(item), item]));
  const ours = new Map(expected.map((item) => [keyOf(item), item]));
  const differences: ItemDifference[] = [];
  for (const [key, item] of ours) {
    const other = theirs.get(key);
    if (!other)
      differences.push({ ...pick(item), difference: 'MISSING', expectedCents: item.amountCents, reportedCents: null });
    else if (other.amountCents !== item.amountCents)
      differences.push({
        ...pick(item),
        difference: 'AMOUNT',
        expectedCents: item.amountCents,
        reportedCents: other.amountCents,
      });
  }
  for (const [key, item] of theirs)
    if (!ours.has(key))
      differences.push({ ...pick(item), difference: 'EXTRA', expectedCents: null, reportedCents: item.amountCents });
  return differences;
}

const pick = ({ reference, kind, status }: StatementItem) => ({ reference, kind, status });

/**
 * What an adjustment posts into the provider's clearing account: the provider's figure less
 * Guichet's, as money into the provider (a debit the provider took for less leaves less with it).
 */
export function adjustmentOf(difference: Pick<ItemDifference, 'kind' | 'status' | 'expectedCents' | 'reportedCents'>) {
  const into = (amountCents: number | null) =>
    amountCents === null ? 0 : moneyIntoProvider({ kind: difference.kind, status: difference.status, amountCents });
  return into(difference.reportedCents) - into(difference.expectedCents);
}

const provider = z.enum(PAYMENT_PROVIDERS, { error: FIELD_MSG.invalid });

/** Take a provider's statement of a past day and reconcile it. */
export const takeStatementBody = z.strictObject({
  provider,
  day: calendarDate,
});
export type TakeStatementInput = z.infer<typeof takeStatementBody>;

export const resolveDifferenceBody = z
  .strictObject({
    resolution: z.enum(DIFFERENCE_RESOLUTIONS, { error: FIELD_MSG.invalid }),
    note: requiredText(500),
    /** For an adjustment: the account that takes the gap (the mapping's when not given). */
    accountId: positiveId.optional(),
  })
  .refine((body) => body.accountId === undefined || body.resolution === 'ADJUSTED', {
    path: ['accountId'],
    message: FIELD_MSG.invalid,
  });
export type ResolveDifferenceInput = z.infer<typeof resolveDifferenceBody>;

export const providerDayListFilter = z.strictObject({
  provider: provider.optional(),
  status: z.enum(PROVIDER_DAY_STATUSES, { error: FIELD_MSG.invalid }).optional(),
  from: calendarDate.optional(),
  to: calendarDate.optional(),
  /** Only the days something moved on, by either side's account (the screen's default). */
  moved: z.boolean().optional(),
});
export type ProviderDayListFilter = z.infer<typeof providerDayListFilter>;

export const providerDayRecord = z.object({
  /** `<provider>:<day>`, the day's address. */
  id: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  day: z.string(),
  status: z.enum(PROVIDER_DAY_STATUSES),
  expectedCents: z.number().int(),
  reportedCents: z.number().int(),
  expectedItems: z.number().int(),
  reportedItems: z.number().int(),
  serviceFeesCents: z.number().int(),
  transferredCents: z.number().int(),
  differences: z.number().int(),
  unresolved: z.number().int(),
  takenAt: z.string(),
  reconciledAt: z.string().nullable(),
});
export type ProviderDayRecord = z.infer<typeof providerDayRecord>;

export const differenceRecord = z.object({
  id: z.number().int(),
  provider: z.enum(PAYMENT_PROVIDERS),
  day: z.string(),
  reference: z.string(),
  kind: z.enum(STATEMENT_ITEM_KINDS),
  status: z.enum(STATEMENT_ITEM_STATUSES),
  difference: z.enum(DIFFERENCE_KINDS),
  expectedCents: z.number().int().nullable(),
  reportedCents: z.number().int().nullable(),
  /** What an adjustment would post into the provider's clearing account. */
  adjustmentCents: z.number().int(),
  resolution: z.enum(DIFFERENCE_RESOLUTIONS).nullable(),
  note: z.string().nullable(),
  resolvedByName: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  journalEntryId: z.number().int().nullable(),
  /** The loan its item belongs to, when its reference names one Guichet knows (a debit, a payout, a fee). */
  loanId: z.number().int().nullable(),
  loanNumber: z.number().int().nullable(),
});
export type DifferenceRecord = z.infer<typeof differenceRecord>;

export const providerDayParams = z.strictObject({
  provider,
  day: calendarDate,
});

export const providerDayId = (provider: string, day: string) => `${provider}:${day}`;
