import { sql } from 'drizzle-orm';
import type { IsoDate } from '../../../domain/calendarDates';
import type { PaymentProvider } from '../../../domain/loanStatuses';
import { providerDayId, type ProviderDayRecord } from '../../../domain/reconciliation';
import { ProviderRefusal, type ProviderStatement } from '../../adapters/payments/paymentProvider';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { refuse } from '../../http/errors';
import { audit } from '../audit/audit';
import { postMovement } from '../accounting/journalPosting';
import { expectedItems, moneyIntoProviderSql } from './expectedItems';
import { readProviderDay } from './reconciliationQueries';
import { providerStatementItems } from './tables';

const STATEMENT_BATCH = 5_000;

/**
 * Takes a provider's statement of a past day and reconciles it: its items kept, each disagreement
 * with what Guichet expected listed, the provider's fees and its transfer to the bank booked. Once per
 * day and provider: a day taken again answers as it stands.
 */
export async function takeProviderDay(
  ctx: AppContext,
  actorId: number | null,
  provider: PaymentProvider,
  day: IsoDate,
): Promise<ProviderDayRecord> {
  if (day >= ctx.clock.today()) throw refuse('PROVIDER_DAY_NOT_OVER', { day });
  const known = await readProviderDay(ctx.database.db, provider, day);
  if (known) return known;
  let statement: ProviderStatement;
  try {
    statement = await ctx.adapters.payments.of(provider).statement(day);
  } catch (error) {
    if (error instanceof ProviderRefusal) throw refuse(error.key, error.params);
    throw error;
  }
  await ctx.database.db.transaction(async (tx) => {
    // Two takers of the same day (a job and an accountant): the second finds it taken.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`provider-day ${providerDayId(provider, day)}`}))`);
    if (await readProviderDay(tx, provider, day)) return;
    await keepStatement(tx, provider, statement);
    await writeDay(tx, actorId, provider, statement);
    await bookStatement(tx, ctx.clock.today(), actorId, provider, statement);
    await audit(tx, {
      actorId,
      action: 'providerDay.taken',
      entity: 'providerDay',
      entityId: providerDayId(provider, day),
      after: { items: statement.items.length, serviceFeesCents: statement.serviceFeesCents },
    });
  });
  const taken = await readProviderDay(ctx.database.db, provider, day);
  if (!taken) throw new Error(`provider day ${providerDayId(provider, day)} was not kept`);
  return taken;
}

async function keepStatement(tx: Tx, provider: PaymentProvider, statement: ProviderStatement) {
  for (let start = 0; start < statement.items.length; start += STATEMENT_BATCH)
    await tx.insert(providerStatementItems).values(
      statement.items.slice(start, start + STATEMENT_BATCH).map((item) => ({
        provider,
        day: statement.day,
        reference: item.reference,
        kind: item.kind,
        status: item.status,
        amountCents: item.amountCents,
        transactionId: item.transactionId,
      })),
    );
}

/**
 * The day's figures and its differences, in one statement: each side summed by item (an item may
 * be listed twice), then matched by reference, kind and status; RECONCILED when nothing differs.
 */
async function writeDay(tx: Tx, actorId: number | null, provider: PaymentProvider, statement: ProviderStatement) {
  const { day } = statement;
  await tx.execute(sql`
    with expected as (
      select reference, kind, status, sum(amount_cents)::bigint as amount_cents
        from (${expectedItems(provider, day)}) items group by reference, kind, status),
    reported as (
      select reference, kind, status, sum(amount_cents)::bigint as amount_cents
        from provider_statement_items where provider = ${provider} and day = ${day}
       group by reference, kind, status),
    differing as (
      insert into reconciliation_differences (provider, day, reference, kind, status, difference, expected_cents, reported_cents)
      select ${provider}, ${day}::date, coalesce(e.reference, r.reference), coalesce(e.kind, r.kind), coalesce(e.status, r.status),
             case when e.reference is null then 'EXTRA' when r.reference is null then 'MISSING' else 'AMOUNT' end,
             e.amount_cents, r.amount_cents
        from expected e
        full join reported r on r.reference = e.reference and r.kind = e.kind and r.status = e.status
       where e.amount_cents is distinct from r.amount_cents
      returning 1)
    insert into provider_days (provider, day, status, expected_cents, reported_cents, expected_items, reported_items,
                               service_fees_cents, transferred_cents, taken_by, reconciled_at)
    select ${provider}, ${day}::date, case when exists (select 1 from differing) then 'DIFFERENCES' else 'RECONCILED' end,
           (select coalesce(sum(${moneyIntoProviderSql('expected')}), 0) from expected),
           (select coalesce(sum(${moneyIntoProviderSql('reported')}), 0) from reported),
           (select count(*) from expected), (select count(*) from reported),
           ${statement.serviceFeesCents}, ${statement.transferredCents}, ${actorId}::int,
           case when exists (select 1 from differing) then null else now() end`);
}

/**
 * What the statement moved that no item of Guichet's carries: the provider's fees, and its transfer
 * to the bank; booked the day the statement is taken (the money reaches the bank the next morning),
 * the statement's day as their effective date.
 */
async function bookStatement(
  tx: Tx,
  today: IsoDate,
  actorId: number | null,
  provider: PaymentProvider,
  statement: ProviderStatement,
) {
  const reference = providerDayId(provider, statement.day);
  const common = {
    provider,
    date: today,
    effectiveDate: statement.day,
    source: 'PROVIDER_STATEMENT' as const,
    reference,
    actorId,
  };
  await postMovement(tx, { ...common, kind: 'PROVIDER_FEES', amountCents: -statement.serviceFeesCents });
  await postMovement(tx, { ...common, kind: 'PROVIDER_TRANSFER', amountCents: -statement.transferredCents });
}
