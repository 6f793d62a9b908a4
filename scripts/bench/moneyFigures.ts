import { ledgerDisagreements } from '../../domain/loanConsistency';
import type { AppContext } from '../../server/context';
import { torontoInstant } from '../../server/businessClock';
import { runEftCutoffs } from '../../server/features/deposits/eftBatch';
import { presentDueDebits } from '../../server/features/debits/debitPresentation';
import { buildCpa005Returns } from '../../server/adapters/payments/cpa005';
import { applyReturnsFile } from '../../server/features/debits/returnsFileReading';
import { sendPendingNsfNotices } from '../../server/features/debits/debitReturns';
import type { LoanFiguresReply } from '../../domain/loanConsistency';

type Call = (pathname: string, init?: RequestInit) => Promise<unknown>;

const seconds = (started: number) => Math.round((Date.now() - started) / 100) / 10;

/**
 * The money batches at scale, on the loans the loans part loaded: a business day's pre-authorized
 * debits built into CPA-005 files and submitted to the (sandbox) provider, and returns files
 * applied to their loans as the money job applies them, the ledgers checked after.
 */
export async function benchMoney(
  ctx: AppContext,
  call: Call,
  options: { debits: number; returns: number; progress: (line: string) => void },
) {
  const { sql } = ctx.database;
  const today = ctx.clock.today();
  // A business day's debits: the next payments to come of as many active loans, presented (one
  // statement, as presentDueDebits writes them), then the batch that files and submits them timed.
  const presenting = Date.now();
  const presented = await sql`
    with queued as (
    insert into debits (loan_id, payment_id, provider, amount_cents, due_date, cutoff_at, presented_at)
    select p.loan_id, p.id, l.payment_provider, p.amount_cents, p.due_date, now(), now()
      from loan_payments p join loans l on l.id = p.loan_id
     where p.kind = 'SCHEDULED' and p.status = 'SCHEDULED' and p.due_date > ${today}::date and l.status = 'ACTIVE'
       and not exists (select 1 from debits d where d.payment_id = p.id and d.status <> 'CANCELLED')
     limit ${options.debits}
    returning payment_id)
    update loan_payments set presented = true where id in (select payment_id from queued) returning id`;
  const presentSeconds = seconds(presenting);
  // Debits are presented days before their cut-off: autovacuum has analyzed them by then (here, at once).
  await sql`analyze debits`;
  options.progress(`${presented.length} debits presented in ${presentSeconds} s; building and submitting the files`);
  const filing = Date.now();
  const filed = await runEftCutoffs(ctx, torontoInstant(today, '10:31'), true);
  console.log(
    JSON.stringify({
      figure: "money.a business day's PAD debits built into CPA-005 files and submitted to the provider",
      unit: 's',
      debits: presented.length,
      files: filed.files,
      items: filed.items,
      presentSeconds,
      seconds: seconds(filing),
    }),
  );

  // The minute job presents the day's debits each minute: what that costs once they are presented.
  const rounds: number[] = [];
  for (let round = 0; round < 5; round++) {
    const started = performance.now();
    await presentDueDebits(ctx, torontoInstant(today, '10:32'));
    rounds.push(performance.now() - started);
  }
  console.log(
    JSON.stringify({
      figure: "money.the minute job's debit presentation when nothing new is due (5 runs)",
      unit: 'ms',
      median: Math.round([...rounds].sort((a, b) => a - b)[2] * 10) / 10,
      max: Math.round(Math.max(...rounds) * 10) / 10,
    }),
  );

  // Returns: collected payments whose debits had settled come back NSF, in one returns file per
  // provider (CPA-005 J records), each file applied as the money job applies it: one transaction.
  const settled = await sql<
    { loan_id: number; payment_id: number; provider: 'CARD' | 'INTERAC'; amount_cents: string; due_date: string }[]
  >`
    select distinct on (d.loan_id) d.loan_id, d.payment_id, d.provider, d.amount_cents, d.due_date::text
      from debits d join loans l on l.id = d.loan_id
     where d.status = 'SETTLED' and d.attempt = 1 and l.status = 'ACTIVE'
     order by d.loan_id, d.due_date desc
     limit ${options.returns}`;
  // Numbered after any the providers already published (a second run on the same data reads new files).
  const [{ last }] = await sql<{ last: number }[]>`select coalesce(max(number), 0)::int as last from returns_files`;
  const files = (['CARD', 'INTERAC'] as const).map((provider, index) => ({
    provider,
    file: {
      number: last + 1 + index,
      content: buildCpa005Returns(
        {
          originatorId: '0000012345',
          originatorShortName: provider,
          originatorLongName: `${provider} returns`,
          fileCreationNumber: index + 1,
          creationDate: today,
          destinationDataCentre: ctx.adapters.payments.of(provider).eftDataCentre,
        },
        settled
          .filter((debit) => debit.provider === provider)
          .map((debit) => ({
            recordType: 'J' as const,
            cpaCode: '350',
            amountCents: Number(debit.amount_cents),
            date: debit.due_date,
            institution: '815',
            transit: '30101',
            account: '1234567',
            payeeName: 'Bench',
            crossReference: `PAY-${debit.payment_id}-1`,
            returnCode: '901',
          })),
      ),
    },
  }));
  const returning = Date.now();
  // The providers' files side by side, as readReturnsFiles applies them.
  const outcomes = await Promise.all(
    files.map(({ provider, file }) => applyReturnsFile(ctx, ctx.adapters.payments.of(provider), file)),
  );
  const applied = outcomes.reduce((sum, outcome) => sum + outcome.debitsReturned, 0);
  const returnSeconds = seconds(returning);
  const noticing = Date.now();
  const notices = await sendPendingNsfNotices(ctx);
  const noticeSeconds = seconds(noticing);
  let inconsistent = 0;
  let nsf = 0;
  for (const { loan_id } of settled) {
    const loan = (await call(`/api/loans/${loan_id}`)) as LoanFiguresReply & { nsfCount: number };
    if (ledgerDisagreements(loan).length > 0) inconsistent += 1;
    if (loan.nsfCount > 0) nsf += 1;
  }
  console.log(
    JSON.stringify({
      figure:
        "money.returns files applied to their loans (J records: NSF entries, fee, collection reason, notification), one transaction per file, the providers' files side by side",
      unit: 's',
      returns: applied,
      files: files.length,
      seconds: returnSeconds,
      loansWithNsf: nsf,
      ledgersInconsistent: inconsistent,
    }),
  );
  console.log(
    JSON.stringify({
      figure: "money.the returns' NSF notices sent to the customers (template rendered, email to the outbox)",
      unit: 's',
      notices,
      seconds: noticeSeconds,
    }),
  );
}
