import { and, eq, isNull, lt } from 'drizzle-orm';
import { fullNameOf } from '../../../domain/customers';
import type { AppContext } from '../../context';
import { startPeriodicJob, type PeriodicJob } from '../../periodicJob';
import { customers, deposits } from '../../db/schema';
import { callInterac } from './depositSending';
import { presentDueDebits } from '../debits/debitPresentation';
import { runEftCutoffs } from './eftBatch';
import { readReturnsFiles } from '../debits/returnsFileReading';
import { takeDueProviderDays } from '../reconciliation/providerDayJob';
import { resumeInterruptedMessages } from '../messages/interruptedMessages';

/** How often the money batches look for work: cut-offs come at their minute, providers' steps as they fall due. */
export const MONEY_INTERVAL_MS = 60 * 1000;
/** An Interac send with no answer recorded after this long was interrupted: it is asked again, same key. */
const INTERRUPTED_AFTER_MS = 60 * 1000;

export interface MoneyRunResult {
  resent: number;
  /** Customers' messages a crash left SENDING, sent again under their key. */
  messagesResumed: number;
  /** Payments presented as pre-authorized debits. */
  presented: number;
  files: number;
  items: number;
  providerSteps: number;
  /** Returns files read, and the debits and payouts they returned. */
  returnsFiles: number;
  returned: number;
  /** Providers' days whose statements were taken and reconciled. */
  providerDays: number;
}

/**
 * Everything that moves money by itself, in order: Interac sends interrupted by a crash asked
 * again, the day's debits presented, the EFT cut-offs that came (or every queued EFT with
 * `sendNow`), the providers' own progress (a sandbox's passage of time; its callbacks reach the
 * callback route), then the returns files they published, and the NSF notices those call for.
 * Customers' messages (an NSF notice among them) a crash stopped before their channel answered are
 * sent again first, under their key.
 */
export async function runMoneyBatches(ctx: AppContext, options: { sendNow?: boolean } = {}): Promise<MoneyRunResult> {
  const now = ctx.clock.now();
  const messagesResumed = await resumeInterruptedMessages(ctx);
  const interrupted = await ctx.database.db
    .select({ deposit: deposits, firstName: customers.firstName, lastName: customers.lastName })
    .from(deposits)
    .innerJoin(customers, eq(customers.id, deposits.customerId))
    .where(
      and(
        eq(deposits.transactionType, 'INTERAC_EMAIL'),
        eq(deposits.paymentStatus, 'IN_PROGRESS'),
        isNull(deposits.transactionId),
        lt(deposits.startedAt, new Date(now.getTime() - INTERRUPTED_AFTER_MS)),
      ),
    );
  for (const row of interrupted) await callInterac(ctx, row.deposit, fullNameOf(row));
  const presented = await presentDueDebits(ctx, now);
  const eft = await runEftCutoffs(ctx, now, options.sendNow);
  let providerSteps = 0;
  for (const provider of ctx.adapters.payments.all()) providerSteps += await provider.advance(ctx.clock.now());
  const returns = await readReturnsFiles(ctx);
  // Last: a day's statement is reconciled once its callbacks and returns are in.
  const providerDays = await takeDueProviderDays(ctx);
  return {
    resent: interrupted.length,
    messagesResumed,
    presented,
    ...eft,
    providerSteps,
    returnsFiles: returns.filter((file) => !file.duplicate).length,
    returned: returns.reduce((sum, file) => sum + file.debitsReturned + file.creditsReturned, 0),
    providerDays,
  };
}

/** Runs the batches at start and every minute until stopped; a run never overlaps the previous one. */
export function startMoneyJob(ctx: AppContext, log: (line: string) => void): PeriodicJob {
  return startPeriodicJob(
    'money batches',
    MONEY_INTERVAL_MS,
    async () => {
      const done = await runMoneyBatches(ctx);
      if (done.files > 0 || done.resent > 0 || done.presented > 0 || done.returnsFiles > 0 || done.messagesResumed > 0)
        log(
          `money: ${done.presented} debit(s) presented, ${done.files} EFT file(s), ${done.items} item(s), ${done.resent} Interac send(s) resumed, ${done.returned} return(s) from ${done.returnsFiles} returns file(s), ${done.messagesResumed} message(s) sent again`,
        );
    },
    log,
  );
}
