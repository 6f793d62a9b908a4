import { sql } from 'drizzle-orm';
import type { LoanActions } from '../../../domain/loanView';
import { loanActions } from '../../../domain/loanView';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { refuse, staleVersion } from '../../http/errors';
import type { UserRow } from '../users/userQueries';
import { changedPayload, LIVE_CHANNEL } from '../notifications/liveBus';
import { loanNames, toLoanDetail, type LoanDetail } from './loanDetail';
import { refreshRemainingSchedule, settleDuePayments } from './loanSchedules';
import { readLoanState, situationOf, totalsOf, type LoanRow, type LoanState } from './loanState';

export interface ActionContext {
  tx: Tx;
  state: LoanState;
  today: string;
  /** Null when the system acts by itself (a returned debit). */
  actor: UserRow | null;
}

interface ActionOptions {
  /** The audit action, e.g. 'loan.manual-payment'. */
  action: string;
  /** The dialog this action is (spec §2); refused unless it applies to the loan now. */
  requires?: keyof LoanActions;
  /** Re-amortize the remaining payments afterwards (anything that changed what is owed). */
  reschedule?: boolean;
}

const summaryOf = (state: LoanState) => {
  const totals = totalsOf(state);
  return {
    status: state.loan.status,
    balance: totals.balance,
    interest: totals.interest,
    fees: totals.fees,
    totalOwing: totals.totalOwing,
  };
};

/**
 * Every loan action in one transaction (ARCHITECTURE.md: writes that touch money): the loan row
 * locked, the version the agent read checked (409: "loan modified since last update, press
 * Update"), payments that came due collected first, the action, the remaining payments
 * re-amortized, the version raised and the change audited for the Logs tab.
 */
export async function runLoanAction(
  ctx: AppContext,
  actor: UserRow,
  loanId: number,
  version: number,
  options: ActionOptions,
  work: (action: ActionContext) => Promise<Record<string, unknown> | void>,
): Promise<LoanDetail> {
  return ctx.database.db.transaction((tx) =>
    runLoanActionIn(tx, ctx.clock.today(), { actor, loanId, version }, options, work),
  );
}

/**
 * The same, inside a transaction the caller holds: what the system does to a loan by itself (a
 * returned debit applied with its provider's news) has no actor and no version read, and commits
 * with the news that caused it. Answers the loan as it now stands, without the screen's detail
 * (nobody waits for it: a returns file applies thousands).
 */
export async function changeLoanIn(
  tx: Tx,
  today: string,
  who: { actor: UserRow | null; loanId: number; version: number | null; debitLeadDays?: number },
  options: ActionOptions,
  work: (action: ActionContext) => Promise<Record<string, unknown> | void>,
): Promise<LoanState> {
  const { actor, loanId } = who;
  const state = await readLoanState(tx, loanId, true, who.debitLeadDays);
  if (who.version !== null && state.loan.version !== who.version) throw staleVersion();
  const version = state.loan.version;
  await settleDuePayments(tx, state, today);
  if (options.requires && !loanActions(situationOf(state, today))[options.requires]) {
    throw refuse('LOAN_ACTION_NOT_ALLOWED', { status: state.loan.status });
  }
  const before = summaryOf(state);
  const details = (await work({ tx, state, today, actor })) ?? {};
  if (options.reschedule) await refreshRemainingSchedule(tx, state, today);
  const after = { ...summaryOf(state), ...details };
  // The version raised, the change audited and open screens told, in one statement (a returns
  // file runs thousands of these). The row is locked at `version`: it becomes version + 1.
  const [bumped] = await tx.execute<{ version: number; status: LoanRow['status'] }>(sql`
    with bumped as (
      update loans set version = version + 1, updated_at = now() where id = ${loanId} returning version, status),
    audited as (
      insert into audit_log (actor_id, action, entity, entity_id, before, after)
      values (${actor?.id ?? null}::int, ${options.action}, 'loan', ${String(loanId)}, ${JSON.stringify(before)}::jsonb,
              ${JSON.stringify(after)}::jsonb)),
    told as (select pg_notify(${LIVE_CHANNEL}, ${changedPayload('loans', loanId, version + 1)}))
    select bumped.version, bumped.status from bumped cross join told`);
  Object.assign(state.loan, bumped);
  return state;
}

/** A loan action inside the caller's transaction, answering the loan as its screen shows it. */
export async function runLoanActionIn(
  tx: Tx,
  today: string,
  who: { actor: UserRow | null; loanId: number; version: number | null },
  options: ActionOptions,
  work: (action: ActionContext) => Promise<Record<string, unknown> | void>,
): Promise<LoanDetail> {
  const state = await changeLoanIn(tx, today, who, options, work);
  return toLoanDetail(state, today, await loanNames(tx, state));
}
