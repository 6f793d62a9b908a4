import { fakerEN_CA, fakerFR_CA } from '@faker-js/faker';
import { presetFor, type Role } from '../../../domain/permissions';
import { hashPassword } from '../../auth/passwords';
import type { Database } from '../client';
import { users } from '../schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demoAccounts';
import { seedCustomers } from './bulkCustomers';
import { seedDemoLoans } from './demoLoans';
import { fakePerson } from './canadianPeople';
import { seedFormerCustomers } from './formerCustomers';

export interface SeedOptions {
  /** Customers to create, each with ~1.5 loan requests, references, comments (bulk-loaded). */
  customers: number;
  /** Extra staff accounts with realistic names, so user management has a list to work with. */
  extraUsers?: number;
  log?: (line: string) => void;
  /** The business date the demo loans' histories lead up to; without it, no loans. */
  today?: string;
}

/** Loans made for the demo, in every state (seed/demoLoans.ts). */
const DEMO_LOANS = 24;

/** Demos of at least this many customers also have former ones (tests of a handful count theirs exactly). */
const FORMER_CUSTOMERS_FROM = 40;

/** Demo data: the demo accounts of the README, then realistic bilingual Canadian data. */
export async function seedDemo(database: Database, options: SeedOptions): Promise<void> {
  const log = options.log ?? (() => {});
  const { db } = database;
  // One hash for every demo account: argon2 is slow on purpose, and they share the password.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db
    .insert(users)
    .values(
      DEMO_ACCOUNTS.map((account) => ({
        email: account.email,
        displayName: account.displayName,
        roles: account.roles,
        permissions: presetFor(account.roles),
        language: account.language,
        isSystemAdmin: account.isSystemAdmin ?? false,
        passwordHash,
      })),
    )
    .onConflictDoNothing();

  // Both generators: an English-speaking colleague's name comes from the other, which was left unseeded
  // (the colleagues changed from one start to the next).
  fakerFR_CA.seed(2026);
  fakerEN_CA.seed(2026);
  const extra = Array.from({ length: options.extraUsers ?? 12 }, (_, i) => {
    const person = fakePerson(fakerFR_CA);
    const roles: Role[] = i % 4 === 0 ? ['staff'] : ['user'];
    const local = `${person.firstName}.${person.lastName}`
      .normalize('NFD')
      .replace(/[^\w.]/g, '')
      .toLowerCase();
    return {
      email: `${local}.${i + 1}@demo.ca`,
      displayName: `${person.firstName} ${person.lastName}`,
      roles,
      permissions: presetFor(roles),
      language: person.language,
      enabled: i % 7 !== 6,
      passwordHash,
    };
  });
  await db.insert(users).values(extra).onConflictDoNothing();
  log(`demo: ${DEMO_ACCOUNTS.length} demo accounts and ${extra.length} staff users`);
  await seedCustomers(database, { count: options.customers, log });
  // A demo of some size also keeps a few people from long ago: the retention review's first lines.
  if (options.customers >= FORMER_CUSTOMERS_FROM) await seedFormerCustomers(database, log);
  if (options.today)
    await seedDemoLoans(database, { count: Math.min(options.customers, DEMO_LOANS), today: options.today, log });
}
