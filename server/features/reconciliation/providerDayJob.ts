import { sql } from 'drizzle-orm';
import { addDays, type IsoDate } from '../../../domain/calendarDates';
import type { PaymentProvider } from '../../../domain/loanStatuses';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { takeProviderDay } from './providerDayReconciling';

/** Days taken per provider and run at most: a long-stopped job catches up a week at a time. */
const DAYS_PER_RUN = 7;

/**
 * Takes each provider's statements of the days that are over and not taken yet (by the money job,
 * after the day's callbacks and returns files are in): from the day after the last one taken, or
 * from the provider's first movement in the books. Answers how many days it took.
 */
export async function takeDueProviderDays(ctx: AppContext): Promise<number> {
  const yesterday = addDays(ctx.clock.today(), -1);
  let taken = 0;
  for (const { name } of ctx.adapters.payments.all()) {
    let day = await firstDayToTake(ctx, name);
    for (let count = 0; day && day <= yesterday && count < DAYS_PER_RUN; count += 1, day = addDays(day, 1)) {
      try {
        await takeProviderDay(ctx, null, name, day);
      } catch (error) {
        // The provider's clock says the day is not over yet: taken at a later run.
        if (error instanceof AppError && error.message === 'errors.PROVIDER_DAY_NOT_OVER') break;
        throw error;
      }
      taken += 1;
    }
  }
  return taken;
}

async function firstDayToTake(ctx: AppContext, provider: PaymentProvider): Promise<IsoDate | null> {
  const [row] = await ctx.database.db.execute<{ day: string | null }>(sql`
    select coalesce(
      (select max(day) + 1 from provider_days where provider = ${provider}),
      (select min(entry_date) from journal_entries where provider = ${provider}))::text as day`);
  return row?.day ?? null;
}
