import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/testApp';

/**
 * `npm start` seeds the demo on the lender's date of the day: a Saturday or a holiday must load it
 * as well as a Tuesday (the follow-ups it sets fall on the next business day, the calls it logs are
 * confirmed past the holiday warning).
 */
describe('the demo data', () => {
  for (const [day, date] of [
    ['a Saturday', '2026-11-28'],
    ['Christmas Day', '2026-12-25'],
  ])
    it(`loads on ${day}`, async () => {
      const t = await createTestApp({ DEMO_CUSTOMERS: '12', BUSINESS_DATE: date });
      try {
        const [files] = await t.ctx.database.sql<{ open: number; followUps: string[] }[]>`
          select count(*)::int as open, array_agg(follow_up_on::text) filter (where follow_up_on is not null) as "followUps"
            from collection_files where status <> 'SETTLED'`;
        expect(files!.open).toBeGreaterThan(0);
        for (const followUp of files!.followUps ?? []) expect(followUp > date).toBe(true);
      } finally {
        await t.close();
      }
    });
});
