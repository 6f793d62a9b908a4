import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema';

/** Guessing protection: failures are counted per account and per address in a window. */
export const LOCKOUT = {
  windowMinutes: 15,
  lockMinutes: 15,
  accountLimit: 5,
  addressLimit: 30,
  /** Failures before answers start to slow down, and the added delay per further failure. */
  slowAfter: 2,
  slowStepMs: 250,
  maxDelayMs: 2000,
} as const;

export const accountKey = (email: string) => `account:${email.toLowerCase()}`;
export const addressKey = (ip: string) => `ip:${ip}`;

export async function isLocked(db: Db, keys: string[]): Promise<boolean> {
  const rows = await db
    .select({ key: loginFailures.key })
    .from(loginFailures)
    .where(sql`${inArray(loginFailures.key, keys)} and ${loginFailures.lockedUntil} > now()`);
  return rows.length > 0;
}

/** Counts one failure on a key; reaching its limit locks it. Returns the failures in the window. */
export async function recordFailure(db: Db, key: string, limit: number): Promise<number> {
  const window = `${LOCKOUT.windowMinutes} minutes`;
  const lock = `${LOCKOUT.lockMinutes} minutes`;
  const [row] = await db.execute<{ failures: number }>(sql`
    insert into login_failures (key, failures, first_failure_at, locked_until)
    values (${key}, 1, now(), ${limit <= 1 ? sql`now() + ${lock}::interval` : null})
    on conflict (key) do update set
      failures = case when login_failures.first_failure_at < now() - ${window}::interval then 1 else login_failures.failures + 1 end,
      first_failure_at = case when login_failures.first_failure_at < now() - ${window}::interval then now() else login_failures.first_failure_at end,
      locked_until = case
        when login_failures.first_failure_at >= now() - ${window}::interval and login_failures.failures + 1 >= ${limit}
        then now() + ${lock}::interval else login_failures.locked_until end
    returning failures`);
  return Number(row.failures);
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginFailures).where(inArray(loginFailures.key, [key]));
}

export const slowDownDelay = (failures: number) =>
  Math.min(LOCKOUT.maxDelayMs, Math.max(0, failures - LOCKOUT.slowAfter) * LOCKOUT.slowStepMs);
