import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bouncingLoanLivedTo, setNow, staffToken } from '../support/deposits';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
let admin: string;
let fileId: number;

beforeAll(async () => {
  t = await createTestApp();
  const staff = await staffToken(t);
  admin = (await t.login('admin@demo.ca')).token;
  const loanId = await bouncingLoanLivedTo(t, staff, '2026-12-14');
  const [file] = await t.ctx.database.db.execute<{ id: number; degree: number }>(
    sql`select id, degree from collection_files where loan_id = ${loanId} and status <> 'SETTLED'`,
  );
  expect(file.degree).toBe(0);
  fileId = file.id;
}, 120_000);
afterAll(async () => t.close());

const allowance = async (month: string) => {
  const response = await t.call({ method: 'POST', url: '/api/accounting/allowance', token: admin, payload: { month } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { lines: { bucket: number; loans: number }[] };
};
const loansBy = (run: { lines: { bucket: number; loans: number }[] }) =>
  Object.fromEntries(run.lines.filter((line) => line.loans > 0).map((line) => [line.bucket, line.loans]));

describe("the allowance places each loan in the degree its file had at the month's end (issue 34)", () => {
  it('a file that moved to a later degree since is counted in the one it was in, a settled one not at all', async () => {
    // A month later the sweep has moved the file on to the third degree (what 61 days past due do).
    await t.ctx.database.db.execute(sql`
      insert into collection_file_events (file_id, kind, detail, business_day)
      values (${fileId}, 'DEGREE', '{"from": 0, "to": 2, "daysPastDue": 61}', '2027-01-05')`);
    await t.ctx.database.db.execute(sql`update collection_files set degree = 2 where id = ${fileId}`);
    setNow(t, '2027-01-06', '09:00');
    // On 2026-11-30 nothing was past due; on 2026-12-31 the file was in its first degree (bucket 1).
    expect(loansBy(await allowance('2026-11'))).toEqual({ 0: 1 });
    expect(loansBy(await allowance('2026-12'))).toEqual({ 1: 1 });
  });
});
