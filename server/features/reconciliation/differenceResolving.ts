import { and, eq, sql } from 'drizzle-orm';
import { mayBeCounter, MOVEMENT_PART } from '../../../domain/accounting';
import {
  adjustmentOf,
  providerDayId,
  type DifferenceRecord,
  type ResolveDifferenceInput,
} from '../../../domain/reconciliation';
import type { AppContext } from '../../context';
import { invalidInput, notFound, refuse } from '../../http/errors';
import { audit } from '../audit/audit';
import { postMovement } from '../accounting/journalPosting';
import { glAccounts } from '../accounting/tables';
import { listDifferences } from './reconciliationQueries';
import { providerDays, reconciliationDifferences } from './tables';

/**
 * Resolves one difference of a provider's day, once: as timing, explained, or adjusted (the books take
 * the provider's figure: the gap posted between the provider's clearing account and the chosen
 * account, today, the provider's day as its effective date). The day is reconciled when its last
 * difference is.
 */
export async function resolveDifference(
  ctx: AppContext,
  actor: { id: number },
  id: number,
  input: ResolveDifferenceInput,
): Promise<DifferenceRecord> {
  const { provider, day } = await ctx.database.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(reconciliationDifferences)
      .where(eq(reconciliationDifferences.id, id))
      .for('update');
    if (!row) throw notFound();
    if (row.resolution) throw refuse('DIFFERENCE_RESOLVED');
    let journalEntryId: number | null = null;
    if (input.resolution === 'ADJUSTED') {
      if (input.accountId !== undefined) {
        const [account] = await tx.select().from(glAccounts).where(eq(glAccounts.id, input.accountId));
        if (!account?.enabled || !mayBeCounter(MOVEMENT_PART, account.role))
          throw invalidInput({ accountId: 'validation.invalid' });
      }
      journalEntryId = await postMovement(tx, {
        kind: 'RECONCILIATION_ADJUSTMENT',
        provider: row.provider,
        amountCents: adjustmentOf(row),
        date: ctx.clock.today(),
        effectiveDate: row.day,
        source: 'RECONCILIATION',
        reference: `${providerDayId(row.provider, row.day)} ${row.reference} ${row.id}`,
        actorId: actor.id,
        counterAccountId: input.accountId,
      });
    }
    await tx
      .update(reconciliationDifferences)
      .set({
        resolution: input.resolution,
        note: input.note,
        resolvedBy: actor.id,
        resolvedAt: ctx.clock.now(),
        journalEntryId,
      })
      .where(eq(reconciliationDifferences.id, id));
    await tx
      .update(providerDays)
      .set({ status: 'RECONCILED', reconciledAt: ctx.clock.now() })
      .where(
        and(
          eq(providerDays.provider, row.provider),
          eq(providerDays.day, row.day),
          sql`not exists (select 1 from reconciliation_differences d
                           where d.provider = ${row.provider} and d.day = ${row.day} and d.resolution is null)`,
        ),
      );
    await audit(tx, {
      actorId: actor.id,
      action: 'reconciliationDifference.resolved',
      entity: 'providerDay',
      entityId: providerDayId(row.provider, row.day),
      before: { reference: row.reference, difference: row.difference },
      after: { ...input, journalEntryId },
    });
    return row;
  });
  const differences = await listDifferences(ctx.database.db, provider, day);
  const resolved = differences.find((difference) => difference.id === id);
  if (!resolved) throw notFound();
  return resolved;
}
