import { eq } from 'drizzle-orm';
import type { IsoDate } from '../../../domain/calendarDates';
import type { SendDepositInput } from '../../../domain/deposits';
import type { PaymentProvider } from '../../../domain/loanStatuses';
import { createPaymentProviders } from '../../adapters/payments';
import { torontoInstant, type BusinessClock } from '../../businessClock';
import type { ServerConfig } from '../../config';
import type { AppContext } from '../../context';
import { applyPaymentEvent } from '../../features/deposits/paymentEvents';
import { cancelDeposit, sendDeposit } from '../../features/deposits/depositSending';
import type { UserRow } from '../../features/users/userQueries';
import type { Database } from '../client';
import { customers, deposits } from '../schema';

/** The business clock moved to a Toronto date and time (the demo's history is made day by day). */
export function setClock(clock: BusinessClock, date: IsoDate, time: string) {
  const instant = torontoInstant(date, time);
  clock.today = () => date;
  clock.now = () => instant;
}

/**
 * What the loan and deposit services need to make the demo's history: the database, a clock the
 * seed moves, and sandbox providers whose callbacks are verified and applied at once (the app that
 * would receive them over HTTP is not running yet).
 */
export function demoMoneyContext(database: Database, clock: BusinessClock): AppContext {
  const config = {
    eftCutoffs: ['10:30', '14:30', '19:00'],
    eftOriginatorId: '0000012345',
    eftDataCentres: {},
    sandboxPaymentLimits: {},
    sandboxDelayScale: 1,
  } as unknown as ServerConfig;
  const payments = createPaymentProviders({ config, db: database.db }, () => clock.now());
  const ctx = { database, clock, config, adapters: { payments } } as unknown as AppContext;
  payments.delivery.deliver = async (provider: PaymentProvider, body, signature) => {
    await applyPaymentEvent(ctx, provider, payments.of(provider).verifyCallback(body, signature));
    return true;
  };
  return ctx;
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

const INTERAC_DEMO = { question: 'Nom de votre premier animal?', answer: 'Filou', memo: null };

async function depositOf(ctx: AppContext, loanId: number) {
  const [row] = await ctx.database.db.select().from(deposits).where(eq(deposits.loanId, loanId));
  return row;
}

/**
 * Pays a demo loan out the way staff would have, on the day it was made: older loans by EFT (in
 * the morning cut-off's file, settled the next business day), by Interac or by a manual
 * transaction; today's loans left in each state the deposits screen shows (waiting, sent, failed,
 * cancelled). The demo's days then run the money job, which carries each deposit on.
 */
export async function payOutDemoLoan(
  ctx: AppContext,
  actor: UserRow,
  loan: { loanId: number; story: string; index: number; provider: PaymentProvider },
) {
  const deposit = await depositOf(ctx, loan.loanId);
  const send = (input: DistributiveOmit<SendDepositInput, 'version'>) =>
    sendDeposit(ctx, actor, deposit.id, { ...input, version: deposit.version } as SendDepositInput, false);
  const interac = loan.provider === 'INTERAC';
  switch (loan.story) {
    case 'deposit-waiting':
      return;
    case 'deposit-sent':
      // Never collected by the recipient: it stays sent (until it expires in 30 days).
      if (interac)
        await send({ transactionType: 'INTERAC_EMAIL', email: `expire.demo${loan.index}@example.ca`, ...INTERAC_DEMO });
      else await send({ transactionType: 'EFT', memo: null });
      return;
    case 'deposit-failed':
      if (interac) {
        await send({
          transactionType: 'INTERAC_EMAIL',
          email: `decline.demo${loan.index}@example.ca`,
          ...INTERAC_DEMO,
        });
        return;
      }
      // An account number the bank does not know: the credit settles, then comes back (912).
      await ctx.database.db
        .update(customers)
        .set({ bankAccount: `912${String(loan.index).padStart(7, '0')}` })
        .where(eq(customers.id, deposit.customerId));
      await send({ transactionType: 'EFT', memo: null });
      return;
    case 'deposit-cancelled': {
      const sent = await send({ transactionType: 'EFT', memo: null });
      await cancelDeposit(ctx, actor, deposit.id, sent.version);
      return;
    }
    default:
      break;
  }
  if (interac && loan.index % 2 === 0)
    await send({ transactionType: 'INTERAC_EMAIL', email: `demo${loan.index}@example.ca`, ...INTERAC_DEMO });
  else if (loan.index % 5 === 4) await send({ transactionType: 'MANUAL', memo: 'Chèque' });
  else await send({ transactionType: 'EFT', memo: null });
}
