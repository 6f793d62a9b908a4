import { sql } from 'drizzle-orm';
import type { LoanActions } from '../../../domain/loanView';
import { loanActions } from '../../../domain/loanView';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { refuse, staleVersion } from '../../http/errors';
import type { UserRow } from '../users/userQueries';
import { changedPayload, LIVE_CHANNEL } from '../notifications/liveBus';
import { refreshFilesOfLoans } from '../collections/collectionArrears';
import { loanNames, toLoanDetail, type LoanDetail } from './loanDetail';
import { refreshRemainingSchedule, settleDuePayments } from './loanSchedules';
import type { LineAmounts } from './loanWrites';
import { readLoanState, situationOf, totalsOf, type LoanState } from './loanState';

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
  /** The re-amortized amounts collected here, for the caller to write with many loans' (a returns file). */
  lineAmountsLater?: LineAmounts[];
  /** The borrower who asked for it in the portal (then there is no staff actor): the audit names them. */
  borrowerId?: number;
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
  actor: UserRow | null,
  loanId: number,
  version: number,
  options: ActionOptions,
  work: (action: ActionContext) => Promise<Record<string, unknown> | void>,
): Promise<LoanDetail> {
  return ctx.database.db.transaction((tx) =>
    runLoanActionIn(tx, ctx.clock.today(), { actor, loanId, version }, options, work),
  );
}

/** A loan's change, as its Logs tab and other agents' open screens are told of it. */
export interface LoanChange {
  state: LoanState;
  /** The version the change was made on (the row is locked at it): it becomes version + 1. */
  version: number;
  before: ReturnType<typeof summaryOf>;
  after: Record<string, unknown>;
}

/**
 * The same, inside a transaction the caller holds, without recording it yet: what the system does
 * to a loan by itself (a returned debit applied with its provider's news) has no actor and no
 * version read, commits with the news that caused it, and is recorded with the file's other loans
 * in one statement (recordLoanChanges).
 */
export async function reckonLoanChange(
  tx: Tx,
  today: string,
  who: {
    actor: UserRow | null;
    loanId: number;
    version: number | null;
    /** The loan read and locked already, with many others (readLoanStates). */
    state?: LoanState;
  },
  options: ActionOptions,
  work: (action: ActionContext) => Promise<Record<string, unknown> | void>,
): Promise<LoanChange> {
  const { actor, loanId } = who;
  const state = who.state ?? (await readLoanState(tx, loanId, true));
  if (who.version !== null && state.loan.version !== who.version) throw staleVersion();
  await settleDuePayments(tx, state, today);
  if (options.requires && !loanActions(situationOf(state, today))[options.requires]) {
    throw refuse('LOAN_ACTION_NOT_ALLOWED', { status: state.loan.status });
  }
  const before = summaryOf(state);
  const details = (await work({ tx, state, today, actor })) ?? {};
  if (options.reschedule) await refreshRemainingSchedule(tx, state, today, options.lineAmountsLater);
  return { state, version: state.loan.version, before, after: { ...summaryOf(state), ...details } };
}

/**
 * Each changed loan's version raised, its change audited and open screens told (sent with the
 * commit), in one statement whatever the number of loans: a returns file records thousands.
 */
export async function recordLoanChanges(
  tx: Tx,
  actor: UserRow | null,
  action: string,
  changes: LoanChange[],
  borrowerId: number | null = null,
): Promise<void> {
  if (changes.length === 0) return;
  const rows = changes.map(({ state, version, before, after }) => ({
    loan_id: state.loan.id,
    before,
    after,
    payload: changedPayload('loans', state.loan.id, version + 1),
  }));
  await tx.execute(sql`
    with c as (
      select * from json_to_recordset(${JSON.stringify(rows)}::json) as c(loan_id int, before jsonb, after jsonb, payload text)),
    bumped as (
      update loans l set version = l.version + 1, updated_at = now() from c where l.id = c.loan_id returning l.id),
    audited as (
      insert into audit_log (actor_id, borrower_id, action, entity, entity_id, before, after)
      select ${actor?.id ?? null}::int, ${borrowerId}::int, ${action}, 'loan', c.loan_id::text, c.before, c.after from c)
    select count(pg_notify(${LIVE_CHANNEL}, c.payload)) from c join bumped on bumped.id = c.loan_id`);
  for (const change of changes) change.state.loan.version = change.version + 1;
}

/** A loan action inside the caller's transaction, answering the loan as its screen shows it. */
export async function runLoanActionIn(
  tx: Tx,
  today: string,
  who: { actor: UserRow | null; loanId: number; version: number | null },
  options: ActionOptions,
  work: (action: ActionContext) => Promise<Record<string, unknown> | void>,
): Promise<LoanDetail> {
  const change = await reckonLoanChange(tx, today, who, options, work);
  await recordLoanChanges(tx, who.actor, options.action, [change], options.borrowerId ?? null);
  // A payment made, an NSF entered or removed: the loan's collection file follows at once.
  await refreshFilesOfLoans(tx, today, [who.loanId]);
  return toLoanDetail(change.state, today, await loanNames(tx, change.state));
}
