import { expect } from 'vitest';
import { runBatches, setNow, staffToken, startAndPayOut } from './deposits';
import { acceptedRequest, createLoan, LOAN_TERMS, type LoanReply } from './loans';
import type { TestApp } from './testApp';

/** The part of a collection file (GET /api/collection-files/:id) tests read, loosely typed. */
export interface FileReply {
  id: number;
  version: number;
  loanId: number;
  status: string;
  reason: string;
  amountOwed: number;
  daysPastDue: number;
  since: string | null;
  degree: number | null;
  degreeNameEn: string | null;
  promiseState: string;
  agreement: string;
  latestNote: string | null;
  assignedTo: number | null;
  history: { kind: string; detail: Record<string, unknown>; actorName: string | null }[];
  pacing: { contactsThisWeek: number; warning: string | null };
  [field: string]: unknown;
}

export async function getFile(t: TestApp, id: number): Promise<FileReply> {
  const response = await t.call({ method: 'GET', url: `/api/collection-files/${id}`, token: await staffToken(t) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The status of a loan's request. */
export const requestStatusOf = async (t: TestApp, loanId: number) =>
  (
    await t.ctx.database.sql<{ status: string }[]>`
      select r.status from requests r join loans l on l.request_id = r.id where l.id = ${loanId}`
  )[0].status;

/**
 * A loan paid out on 2026-11-23 whose first debit (Friday 2026-12-04) the bank returns NSF on
 * 2026-12-11 (the sandbox returns what goes to account 9010000123): its file, as the return opened
 * it. The clock is left on the return's morning.
 */
export async function returnedLoan(
  t: TestApp,
  where: Record<string, string> = {},
): Promise<{ loan: LoanReply; file: FileReply }> {
  const staff = await staffToken(t);
  setNow(t, '2026-11-23', '09:00');
  const { requestId } = await acceptedRequest(t, staff, 50_000, { bankAccount: '9010000123', ...where });
  const loan = await startAndPayOut(t, staff, await createLoan(t, staff, { requestId, ...LOAN_TERMS }));
  for (const [date, time] of [
    ['2026-12-02', '09:00'],
    ['2026-12-02', '10:31'],
    ['2026-12-04', '09:05'],
    ['2026-12-11', '09:05'],
  ]) {
    setNow(t, date, time);
    await runBatches(t);
  }
  const listed = await t.call({
    method: 'GET',
    url: `/api/collection-files?filter=${encodeURIComponent(JSON.stringify({ queue: 'all', loanId: loan.id }))}`,
    token: staff,
  });
  const [file] = listed.json();
  expect(file, 'the return opened a file').toBeDefined();
  return { loan, file: await getFile(t, file.id) };
}
