import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { deferralRefusal, type DeferralRules } from '../../../domain/deferralRules';
import { feeInForce } from '../../../domain/loanConfiguration';
import type { LoanStatus } from '../../../domain/loanStatuses';
import { isDeferrable, loanActions } from '../../../domain/loanView';
import {
  accountEnding,
  type PortalLanguage,
  type PortalLoanDetail,
  type PortalLoanSummary,
  type PortalMe,
} from '../../../domain/portal';
import type { LoanView } from '../../../domain/portalConfiguration';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { customers, loans, requests } from '../../db/schema';
import { notFound } from '../../http/errors';
import { readPortalConfiguration } from '../configuration/portalConfiguration';
import { readLoanFees } from '../loans/loanConfigurationStore';
import { byDate, readLoanStates, situationOf, toLineState, totalsOf, type LoanState } from '../loans/loanState';
import { readPresentedPayments } from '../loans/presentedPayments';

type Reader = Pick<Db | Tx, 'select' | 'execute'>;

/** The loan a borrower is repaying (or about to): active or stopped first, else one waiting to start. */
const CURRENT_STATUSES: LoanStatus[] = ['ACTIVE', 'STOPPED', 'PENDING'];

/** Which of a borrower's loans is current, and which are past, newest first. */
export function splitLoans<T extends { status: string }>(newestFirst: T[]): { current: T | null; past: T[] } {
  const current =
    newestFirst.find((loan) => loan.status === 'ACTIVE' || loan.status === 'STOPPED') ??
    newestFirst.find((loan) => loan.status === 'PENDING') ??
    null;
  return {
    current,
    past: newestFirst.filter((loan) => loan !== current && !CURRENT_STATUSES.includes(loan.status as LoanStatus)),
  };
}

/**
 * One loan as the borrower reads it: the same ledger sums and schedule as the agents' screen, and
 * for each payment still to come whether the portal's deferral rules let it move now, and whether
 * its debit is already at the bank (`presented`: the payments' ids whose debit was presented).
 */
export function toPortalLoan(
  state: LoanState,
  today: string,
  rules: DeferralRules,
  presented: ReadonlySet<number> = new Set(),
): PortalLoanDetail {
  const situation = situationOf(state, today);
  const totals = totalsOf(state);
  const lines = state.payments.map(toLineState);
  const canDefer = loanActions(situation, totals).defer;
  const ordered = [...state.payments].sort(byDate);
  const next = ordered.find((row) => row.status === 'SCHEDULED');
  return {
    id: state.loan.id,
    loanNumber: state.loan.loanNumber,
    status: state.loan.status,
    amount: state.loan.amountCents,
    frequency: state.loan.frequency,
    startDate: state.loan.startDate,
    endDate: state.loan.endDate,
    balance: totals.balance,
    totalOwing: totals.totalOwing,
    paid: totals.paid,
    nextPayment: next ? { id: next.id, date: next.dueDate, amount: next.amountCents } : null,
    deferralsUsed: lines.filter((line) => line.status === 'DEFERRED').length,
    version: state.loan.version,
    payments: ordered
      .filter((row) => row.status !== 'CANCELLED' && row.status !== 'REMOVED')
      .map((row) => {
        const line = toLineState(row);
        let refusal: PortalLoanDetail['payments'][number]['deferralRefusal'] = null;
        if (row.status === 'SCHEDULED') {
          if (!canDefer || !isDeferrable(situation, line)) refusal = { key: 'errors.PAYMENT_NOT_DEFERRABLE' };
          else refusal = deferralRefusal(rules, lines, row.id) ?? null;
        }
        return {
          id: row.id,
          date: row.dueDate,
          amount: row.amountCents,
          status: row.status,
          kind: row.kind,
          presented: presented.has(row.id),
          deferralRefusal: refusal,
        };
      }),
  };
}

const toSummary = (loan: PortalLoanDetail): PortalLoanSummary => ({
  id: loan.id,
  loanNumber: loan.loanNumber,
  status: loan.status,
  amount: loan.amount,
  startDate: loan.startDate,
  endDate: loan.endDate,
  paid: loan.paid,
});

/** What the configured loan view shows: the current loan always; past loans in full, in a line each, or not at all. */
export function loansInView(view: LoanView, current: PortalLoanDetail | null, past: PortalLoanDetail[]) {
  return {
    currentLoan: current,
    pastLoans: view === 'ALL_LOANS_DETAILED' ? past : [],
    pastSummaries: view === 'CURRENT_AND_PAST_SUMMARY' ? past.map(toSummary) : [],
  };
}

/** The borrower's own loans (live ones), newest first. */
export async function borrowerLoanIds(db: Reader, customerId: number) {
  const rows = await db
    .select({ id: loans.id, status: loans.status })
    .from(loans)
    .where(and(eq(loans.customerId, customerId), isNull(loans.deletedAt)))
    .orderBy(desc(loans.createdAt), desc(loans.id));
  return rows;
}

/** Everything the portal's home shows the signed-in borrower, by the configuration's rules. */
export async function readPortalMe(ctx: AppContext, customerId: number): Promise<PortalMe> {
  const { db } = ctx.database;
  const today = ctx.clock.today();
  const [[customer], loanRows, portal, fees, [renewal]] = await Promise.all([
    db
      .select({
        firstName: customers.firstName,
        lastName: customers.lastName,
        language: customers.language,
        bankTransit: customers.bankTransit,
        bankInstitution: customers.bankInstitution,
        bankAccount: customers.bankAccount,
      })
      .from(customers)
      .where(eq(customers.id, customerId)),
    borrowerLoanIds(db, customerId),
    readPortalConfiguration(db),
    readLoanFees(db),
    db
      .select({ id: requests.id })
      .from(requests)
      .where(and(eq(requests.customerId, customerId), inArray(requests.status, ['RENEWAL_REQUEST'])))
      .limit(1),
  ]);
  if (!customer) throw notFound();
  const rules: DeferralRules = portal;
  const { current, past } = splitLoans(loanRows);
  const wanted = [current, ...(portal.loanView === 'CURRENT_LOAN_ONLY' ? [] : past)].filter((row) => row !== null);
  const ids = wanted.map((row) => row.id);
  const [states, presented] = await Promise.all([readLoanStates(db, ids, false), readPresentedPayments(db, ids)]);
  const detail = (id: number) => toPortalLoan(states.get(id)!, today, rules, presented);
  const currentLoan = current ? detail(current.id) : null;
  const nextLine = currentLoan?.nextPayment ?? null;
  return {
    firstName: customer.firstName,
    lastName: customer.lastName,
    language: customer.language as PortalLanguage,
    loanView: portal.loanView,
    bank:
      customer.bankTransit && customer.bankInstitution && customer.bankAccount
        ? {
            transit: customer.bankTransit,
            institution: customer.bankInstitution,
            accountEnding: accountEnding(customer.bankAccount),
          }
        : null,
    deferrals: {
      permitted: rules.deferralsPermitted,
      firstPaymentDeferrable: rules.firstPaymentDeferrable,
      maxPerLoan: rules.maxDeferralsPerLoan,
      maxConsecutive: rules.maxConsecutiveDeferrals,
      fee: feeInForce(fees, 'DELAYED_PAYMENT', today),
    },
    ...loansInView(
      portal.loanView,
      currentLoan,
      portal.loanView === 'CURRENT_LOAN_ONLY' ? [] : past.map((row) => detail(row.id)),
    ),
    renewalRequested: Boolean(renewal),
    pad: { paymentAmount: nextLine?.amount ?? null, frequency: currentLoan?.frequency ?? null },
  };
}
