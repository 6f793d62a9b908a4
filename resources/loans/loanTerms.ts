import { addDays, isValidIsoDate, parseIsoDate } from '../../domain/calendarDates';
import type { PROVINCE_CODES } from '../../domain/canada';
import { handEnteredDateRefusal } from '../../domain/loanActions';
import { amountMatrixError, amountsOffered, paymentsOfferedFor } from '../../domain/loanConfiguration';
import { previewLoan, type LoanPreview } from '../../domain/loanPreview';
import type { PaymentProvider } from '../../domain/loanStatuses';
import { createPaymentCalendar } from '../../domain/paymentCalendar';
import { twiceMonthlyDaysError, type Frequency } from '../../domain/paymentFrequencies';
import type { LoanOffer, LoanRecord } from '../../providers/loanWire';
import { messageKey } from '../../providers/translation';

/** What the new-loan and modify-loan dialogs edit (money in cents, dates YYYY-MM-DD). */
export interface LoanTerms {
  amount: number;
  numberOfPayments: number;
  frequency: Frequency;
  firstPaymentDate: string;
  /** Kept while another frequency is chosen, so that switching back finds them. */
  twiceMonthlyDays: [number, number];
  paymentProvider: PaymentProvider;
}

export type TermsField = keyof LoanTerms;

/** An i18n key for a field, with its parameters. */
export interface Problem {
  key: string;
  params?: Record<string, unknown>;
}

/** What the server's createLoanBody / updateLoanBody take, without requestId or version. */
export interface LoanTermsBody {
  amount: number;
  numberOfPayments: number;
  frequency: Frequency;
  firstPaymentDate: string;
  twiceMonthlyDays: number[] | null;
  paymentProvider: PaymentProvider;
}

export interface TermsCheck {
  problems: Partial<Record<TermsField, Problem>>;
  /** The schedule the server would make, computed by the same domain code; null while the terms cannot make one. */
  preview: LoanPreview | null;
  /** What to send, or null while something stops the save (a field problem, the rate cap). */
  body: LoanTermsBody | null;
}

type Offer = Pick<
  LoanOffer,
  'amountMatrix' | 'annualInterestRate' | 'brokerageFee' | 'membershipFeePerPayment' | 'province' | 'today'
>;

/**
 * The amount a new loan starts at: the largest amount offered that the approval covers (all of
 * them without an approved amount); when even the smallest is above it, the smallest, which the
 * form then flags. Null when nothing is offered.
 */
export function defaultAmount(amounts: readonly number[], approved: number | null): number | null {
  if (amounts.length === 0) return null;
  const sorted = [...amounts].sort((a, b) => a - b);
  const covered = approved === null ? sorted : sorted.filter((amount) => amount <= approved);
  return covered.at(-1) ?? sorted[0];
}

/**
 * Twice a month, the first payment's day and the day half a month away from it (the 1st and 16th,
 * the 20th and 5th): two different days, never both at month end.
 */
export function defaultTwiceMonthlyDays(firstPaymentDate: string): [number, number] {
  const day = isValidIsoDate(firstPaymentDate) ? Math.min(parseIsoDate(firstPaymentDate).day, 31) : 1;
  return day <= 15 ? [day, day + 15] : [day - 15, day];
}

/** The number of payments kept when the amount changes, when that amount offers it; else its first offer. */
export function paymentsFor(offer: Pick<LoanOffer, 'amountMatrix'>, amount: number, current: number): number {
  const offered = paymentsOfferedFor(offer, amount);
  return offered.includes(current) ? current : (offered[0] ?? current);
}

/** A new loan's terms: the offer's suggestions for the approved amount, through the default provider. */
export function defaultTerms(offer: LoanOffer, approved: number | null): LoanTerms {
  const amount = defaultAmount(amountsOffered(offer), approved) ?? 0;
  return {
    amount,
    numberOfPayments: paymentsOfferedFor(offer, amount)[0] ?? 0,
    frequency: offer.defaultFrequency,
    firstPaymentDate: offer.suggestedFirstPaymentDate,
    twiceMonthlyDays: defaultTwiceMonthlyDays(offer.suggestedFirstPaymentDate),
    paymentProvider: offer.defaultPaymentProvider,
  };
}

/** A pending loan's terms, as the modify dialog starts from. */
export function termsOfLoan(loan: LoanRecord): LoanTerms {
  const [first, second] = loan.twiceMonthlyDays ?? defaultTwiceMonthlyDays(loan.firstPaymentDate);
  return {
    amount: loan.amount,
    numberOfPayments: loan.numberOfPayments,
    frequency: loan.frequency,
    firstPaymentDate: loan.firstPaymentDate,
    twiceMonthlyDays: [first, second],
    paymentProvider: loan.paymentProvider,
  };
}

/** A change of one field, with what it implies for the others. */
export function changeTerms(
  terms: LoanTerms,
  offer: Pick<LoanOffer, 'amountMatrix'>,
  change: Partial<LoanTerms>,
): LoanTerms {
  const next = { ...terms, ...change };
  if (change.amount !== undefined) next.numberOfPayments = paymentsFor(offer, change.amount, terms.numberOfPayments);
  return next;
}

const asProvince = (province: string | null) => (province ?? undefined) as (typeof PROVINCE_CODES)[number] | undefined;

/**
 * The terms checked as the server will check them (spec §5, domain/): an amount and number of
 * payments of the matrix, within the approval; a first payment after today on a business day of
 * the customer's calendar; two valid days twice a month. With them, the preview the server's
 * schedule will be, and whether its APR stays under the Criminal Code's cap.
 */
export function checkLoanTerms(
  terms: LoanTerms,
  offer: Offer,
  approved: number | null,
  formatMoney: (cents: number) => string,
): TermsCheck {
  const problems: TermsCheck['problems'] = {};
  const matrix = amountMatrixError(offer, terms.amount, terms.numberOfPayments);
  if (matrix) problems[matrix.field] = { key: matrix.key };
  else if (approved !== null && terms.amount > approved) {
    problems.amount = { key: messageKey('errors.AMOUNT_ABOVE_APPROVED'), params: { max: formatMoney(approved) } };
  }

  const calendar = createPaymentCalendar({ province: offer.province ?? undefined });
  if (!isValidIsoDate(terms.firstPaymentDate))
    problems.firstPaymentDate = { key: messageKey('validation.invalidDate') };
  else {
    const refusal = handEnteredDateRefusal(calendar, terms.firstPaymentDate, { earliest: addDays(offer.today, 1) });
    if (refusal) problems.firstPaymentDate = refusal;
  }

  const twiceMonthly = terms.frequency === 'TWICE_MONTHLY';
  const daysError = twiceMonthly ? twiceMonthlyDaysError(terms.twiceMonthlyDays) : null;
  if (daysError) problems.twiceMonthlyDays = { key: daysError };

  const schedulable = terms.amount > 0 && terms.numberOfPayments > 0 && !problems.firstPaymentDate && !daysError;
  const preview = schedulable
    ? previewLoan({
        amount: terms.amount,
        annualInterestRate: offer.annualInterestRate,
        frequency: terms.frequency,
        numberOfPayments: terms.numberOfPayments,
        firstPaymentDate: terms.firstPaymentDate,
        twiceMonthlyDays: twiceMonthly ? [...terms.twiceMonthlyDays] : undefined,
        brokerageFee: offer.brokerageFee,
        membershipFeePerPayment: offer.membershipFeePerPayment,
        province: asProvince(offer.province),
      })
    : null;

  const savable = preview !== null && !preview.exceedsRateCap && Object.keys(problems).length === 0;
  const body: LoanTermsBody | null = savable
    ? {
        amount: terms.amount,
        numberOfPayments: terms.numberOfPayments,
        frequency: terms.frequency,
        firstPaymentDate: terms.firstPaymentDate,
        twiceMonthlyDays: twiceMonthly ? [...terms.twiceMonthlyDays] : null,
        paymentProvider: terms.paymentProvider,
      }
    : null;
  return { problems, preview, body };
}
