import { fakerFR_CA } from '@faker-js/faker';
import type { Database } from '../client';
import { customers, requests } from '../schema';
import { fakePerson } from './canadianPeople';

/** How many people the demo keeps from long ago, and when they last dealt with the lender. */
const FORMER = [
  { since: '2016-03-14', closed: '2017-05-02', status: 'DENIED' as const },
  { since: '2016-09-01', closed: '2018-01-22', status: 'CANCELLED_BY_CLIENT' as const },
  { since: '2017-02-20', closed: '2018-06-11', status: 'DENIED' as const },
];

/**
 * A few people who asked for a loan years ago and never came back: past the seven years a lender
 * keeps personal information, so the retention review (issue 35) has someone to show.
 */
export async function seedFormerCustomers(database: Database, log: (line: string) => void): Promise<void> {
  fakerFR_CA.seed(1907);
  for (const former of FORMER) {
    const person = fakePerson(fakerFR_CA);
    const since = new Date(`${former.since}T15:00:00Z`);
    const closed = new Date(`${former.closed}T15:00:00Z`);
    const [row] = await database.db
      .insert(customers)
      .values({
        firstName: person.firstName,
        lastName: person.lastName,
        language: person.language,
        email: person.email,
        cellPhone: person.phone,
        sin: person.sin,
        province: person.province,
        createdAt: since,
        updatedAt: since,
      })
      .returning({ id: customers.id });
    await database.db.insert(requests).values({
      customerId: row.id,
      status: former.status,
      requestedAmountCents: 50_000,
      origin: 'EXTERNAL',
      ...(former.status === 'DENIED' ? { denialReason: 'TOO_MANY_LOANS' as const } : {}),
      statusChangedAt: closed,
      createdAt: since,
      updatedAt: closed,
    });
  }
  log(`demo: ${FORMER.length} former customers, past the retention period`);
}
