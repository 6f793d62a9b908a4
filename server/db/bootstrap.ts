import { sql } from 'drizzle-orm';
import { presetFor } from '../../domain/permissions';
import { emailSchema, passwordSchema } from '../../domain/identity';
import { hashPassword } from '../auth/passwords';
import type { ServerConfig } from '../config';
import type { Database } from './client';
import { users } from './schema';
import { seedDemo } from './seed/seedDemo';
import { seedMessageTemplates } from './seed/messageTemplates';
import { createBusinessClock } from '../businessClock';

/**
 * First start: demo mode loads the demo accounts and data; otherwise the administrator comes from
 * ADMIN_EMAIL / ADMIN_PASSWORD. Later starts find users and leave everything as it is.
 */
export async function bootstrapDatabase(
  database: Database,
  config: ServerConfig,
  log: (line: string) => void,
): Promise<void> {
  await seedMessageTemplates(database.db, config.seedDemo);
  const [{ count }] = await database.db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return;
  if (config.seedDemo) {
    log('first start in demo mode: loading demo data');
    await seedDemo(database, {
      customers: config.demoCustomers,
      log,
      today: createBusinessClock(config.businessDate).today(),
    });
    return;
  }
  const email = emailSchema.safeParse(config.adminEmail);
  const password = passwordSchema.safeParse(config.adminPassword);
  if (!email.success || !password.success) {
    throw new Error(
      'First start without demo data: set ADMIN_EMAIL (an email) and ADMIN_PASSWORD (8 characters or more).',
    );
  }
  await database.db.insert(users).values({
    email: email.data,
    displayName: 'Administrator',
    roles: ['admin'],
    permissions: presetFor(['admin']),
    isSystemAdmin: true,
    passwordHash: await hashPassword(password.data),
  });
  log(`first start: administrator ${email.data} created`);
}
