import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema';

/**
 * Guessing protection: failures are counted per account and per address in a window. An account
 * that reaches its limit is locked for a while; an address never locks anyone (a lender's office
 * shares one), it is only slowed down once it passes its own limit.
 */
export const LOCKOUT = {
  windowMinutes: 15,
  lockMinutes: 15,
  accountLimit: 5,
  /** Failures from one address before each of its sign-ins, right or wrong, is slowed down. */
  addressLimit: 30,
  /** Failures before answers start to slow down, and the added delay per further failure. */
  slowAfter: 2,
  slowStepMs: 250,
  maxDelayMs: 2000,
} as const;

export const accountKey = (email: string) => `account:${email.toLowerCase()}`;
export const addressKey = (ip: string) => `ip:${ip}`;

/** When the key's lock ends, or null when it is not locked. */
export async function lockedUntil(db: Db, key: string): Promise<Date | null> {
  const [row] = await db
    .select({ until: loginFailures.lockedUntil })
    .from(loginFailures)
    .where(sql`${loginFailures.key} = ${key} and ${loginFailures.lockedUntil} > now()`);
  return row?.until ?? null;
}

/** The failures counted on a key in the current window. */
export async function failuresInWindow(db: Db, key: string): Promise<number> {
  const [row] = await db
    .select({ failures: loginFailures.failures })
    .from(loginFailures)
    .where(
      sql`${loginFailures.key} = ${key} and ${loginFailures.firstFailureAt} >= now() - ${`${LOCKOUT.windowMinutes} minutes`}::interval`,
    );
  return row?.failures ?? 0;
}

/** Counts one failure on a key; reaching its limit (when it has one) locks it. Returns the failures in the window. */
export async function recordFailure(db: Db, key: string, limit = Infinity): Promise<number> {
  const window = `${LOCKOUT.windowMinutes} minutes`;
  const lock = `${LOCKOUT.lockMinutes} minutes`;
  // A key without a limit (an address) is never locked: its count only slows it down.
  const lockAt = Number.isFinite(limit) ? limit : 2 ** 31 - 1;
  const [row] = await db.execute<{ failures: number }>(sql`
    insert into login_failures (key, failures, first_failure_at, locked_until)
    values (${key}, 1, now(), ${lockAt <= 1 ? sql`now() + ${lock}::interval` : null})
    on conflict (key) do update set
      failures = case when login_failures.first_failure_at < now() - ${window}::interval then 1 else login_failures.failures + 1 end,
      first_failure_at = case when login_failures.first_failure_at < now() - ${window}::interval then now() else login_failures.first_failure_at end,
      locked_until = case
        when login_failures.first_failure_at >= now() - ${window}::interval and login_failures.failures + 1 >= ${lockAt}
        then now() + ${lock}::interval else login_failures.locked_until end
    returning failures`);
  return Number(row.failures);
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginFailures).where(inArray(loginFailures.key, [key]));
}

export const slowDownDelay = (failures: number) =>
  Math.min(LOCKOUT.maxDelayMs, Math.max(0, failures - LOCKOUT.slowAfter) * LOCKOUT.slowStepMs);

/** The delay every sign-in from a noisy address waits: nothing up to its limit, then more with each failure. */
export const addressDelay = (failures: number) =>
  Math.min(LOCKOUT.maxDelayMs, Math.max(0, failures - LOCKOUT.addressLimit) * LOCKOUT.slowStepMs);

/** The whole minutes until a lock ends, at least one. */
export const minutesUntil = (until: Date, now = new Date()) =>
  Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
