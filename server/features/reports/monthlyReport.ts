import { sql } from 'drizzle-orm';
import type { ReportRow } from '../../../domain/reportRecords';
import type { Db } from '../../db/client';
import { numberOf } from './reportFrame';

/** The ledger's kinds that pay what is owed, and the NSF that gives a payment back. */
const PAYING = sql`('PAYMENT', 'MANUAL_PAYMENT', 'STOPPED_LOAN_PAYMENT', 'NSF')`;
const CHARGING_FEES = sql`('INSTALMENT_DUE', 'NSF_FEE', 'DEFERRAL_FEE')`;

/**
 * The year's amounts month by month (spec §1's monthly collected and billed amounts, report_eoy),
 * every figure a sum over the loans' ledgers: lent (disbursements and balance increases, brokerage
 * fees apart, as they add to the capital), billed (interest of the payments that came due, and
 * their membership, NSF and deferral fees), collected (what payments took of capital, interest and
 * fees, returned ones given back). A removed entry counts as the kind it removed, negated.
 */
export async function monthlyAmounts(db: Db, year: number): Promise<ReportRow<'monthly'>[]> {
  const rows = await db.execute<Record<string, unknown>>(sql`
    select to_char(e.entry_date, 'YYYY-MM') as month,
           sum(e.capital_cents) filter (where k.kind in ('DISBURSEMENT', 'BALANCE_INCREASE')) as lent,
           sum(e.capital_cents) filter (where k.kind = 'BROKERAGE_FEE') as brokerage,
           sum(e.interest_cents) filter (where k.kind = 'INSTALMENT_DUE') as billed_interest,
           sum(e.fees_cents) filter (where k.kind in ${CHARGING_FEES}) as billed_fees,
           -sum(e.capital_cents) filter (where k.kind in ${PAYING}) as collected_capital,
           -sum(e.interest_cents) filter (where k.kind in ${PAYING}) as collected_interest,
           -sum(e.fees_cents) filter (where k.kind in ${PAYING}) as collected_fees
      from loan_ledger_entries e
      -- A removal counts as what it removed: looked up for the few removals only. A loan deleted
      -- never had its money out, so it has no entries to leave out.
      cross join lateral (select case when e.kind = 'REVERSAL'
        then (select removed.kind from loan_ledger_entries removed where removed.id = e.reverses_entry_id)
        else e.kind end as kind) k
     where e.entry_date >= ${`${year}-01-01`}::date and e.entry_date < ${`${year + 1}-01-01`}::date
     group by 1 order by 1`);
  return rows.map((raw) => {
    const collectedCapital = numberOf(raw.collected_capital);
    const collectedInterest = numberOf(raw.collected_interest);
    const collectedFees = numberOf(raw.collected_fees);
    return {
      id: String(raw.month),
      month: String(raw.month),
      lent: numberOf(raw.lent),
      brokerageFees: numberOf(raw.brokerage),
      billedInterest: numberOf(raw.billed_interest),
      billedFees: numberOf(raw.billed_fees),
      collectedCapital,
      collectedInterest,
      collectedFees,
      collected: collectedCapital + collectedInterest + collectedFees,
    };
  });
}
