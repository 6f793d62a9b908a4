import { eq, sql } from 'drizzle-orm';
import type { PaymentProvider } from '../../../domain/loanStatuses';
import { Cpa005Error, readCpa005, type Cpa005Item } from '../../adapters/payments/cpa005';
import type { PaymentProviderAdapter, ReturnsFile } from '../../adapters/payments/paymentProvider';
import type { AppContext } from '../../context';
import { returnsFiles } from '../../db/schema';
import { AppError } from '../../http/errors';
import { applyDepositEventIn } from '../deposits/depositProviderEvents';
import { applyDebitReturns, parseDebitReference, sendPendingNsfNotices } from './debitReturns';
import { applyReturnsComeDue } from './returnsComeDue';

export interface ReturnsFileOutcome {
  number: number;
  debitsReturned: number;
  creditsReturned: number;
  itemsIgnored: number;
  duplicate: boolean;
}

/**
 * Every provider's returns files published since the last one read, each applied as one unit,
 * then the returns that came before their line's date and waited for it, then the customers' NSF
 * notices they call for. Answers the files applied.
 */
export async function readReturnsFiles(ctx: AppContext): Promise<ReturnsFileOutcome[]> {
  // Each provider's files in their order; the providers side by side (a loan's debits all go
  // through its one provider, so two files never wait on each other for long).
  const outcomes = await Promise.all(
    ctx.adapters.payments.all().map(async (provider) => {
      const [{ last }] = await ctx.database.db
        .select({ last: sql<number>`coalesce(max(${returnsFiles.number}), 0)::int` })
        .from(returnsFiles)
        .where(eq(returnsFiles.provider, provider.name));
      const applied: ReturnsFileOutcome[] = [];
      for (const file of await provider.returnsFiles(last)) applied.push(await applyReturnsFile(ctx, provider, file));
      return applied;
    }),
  );
  await applyReturnsComeDue(ctx);
  await sendPendingNsfNotices(ctx);
  return outcomes.flat();
}

/**
 * One returns file in one transaction: stored (its number unique per provider: read again, it is
 * found and nothing changes), its J records returning their debits, its I records their payouts.
 * Killed half-way, nothing of it is kept, and the next run reads it whole again.
 */
export async function applyReturnsFile(
  ctx: AppContext,
  provider: PaymentProviderAdapter,
  file: ReturnsFile,
): Promise<ReturnsFileOutcome> {
  let items: Cpa005Item[];
  try {
    items = readCpa005(file.content).items;
  } catch (error) {
    if (error instanceof Cpa005Error)
      throw new AppError(422, 'errors.RETURNS_FILE_UNREADABLE', { reason: error.message });
    throw error;
  }
  const today = ctx.clock.today();
  return ctx.database.db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(returnsFiles)
      .values({
        provider: provider.name,
        number: file.number,
        content: file.content,
        debitsReturned: 0,
        creditsReturned: 0,
        itemsIgnored: 0,
        appliedAt: new Date(),
      })
      .onConflictDoNothing()
      .returning({ id: returnsFiles.id });
    if (!stored)
      return { number: file.number, debitsReturned: 0, creditsReturned: 0, itemsIgnored: 0, duplicate: true };
    const debitReturns = items.flatMap((item) => {
      const reference = item.recordType === 'J' ? parseDebitReference(item.crossReference) : null;
      return reference ? [{ ...reference, returnCode: item.returnCode ?? '900', returnedOn: today }] : [];
    });
    const debitsReturned = await applyDebitReturns(tx, today, provider.name, debitReturns);
    let creditsReturned = 0;
    for (const item of items.filter((candidate) => candidate.recordType === 'I'))
      if ((await returnPayout(tx, ctx.clock.now(), today, provider.name, file.number, item)) === 'applied')
        creditsReturned += 1;
    const itemsIgnored = items.length - debitsReturned - creditsReturned;
    await tx
      .update(returnsFiles)
      .set({ debitsReturned, creditsReturned, itemsIgnored })
      .where(eq(returnsFiles.id, stored.id));
    return { number: file.number, debitsReturned, creditsReturned, itemsIgnored, duplicate: false };
  });
}

/** An I record: the payout came back (its deposit in error, what was lent reversed); unknown ones are ignored. */
async function returnPayout(
  tx: Parameters<typeof applyDepositEventIn>[0],
  at: Date,
  today: string,
  provider: PaymentProvider,
  fileNumber: number,
  item: Cpa005Item,
) {
  return applyDepositEventIn(
    tx,
    today,
    provider,
    {
      eventId: `returns-${fileNumber}-${item.crossReference}`,
      transactionId: item.crossReference,
      reference: item.crossReference,
      status: 'RETURNED',
      sequence: 0,
      occurredAt: at.toISOString(),
      returnCode: item.returnCode ?? '900',
    },
    true,
  ).catch((error: unknown) => {
    if (error instanceof AppError && error.statusCode === 404) return 'ignored' as const;
    throw error;
  });
}
