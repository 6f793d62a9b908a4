import { ledgerDisagreements } from '../../domain/loanConsistency';
import type { AppContext } from '../../server/context';
import { torontoInstant } from '../../server/businessClock';
import { runEftCutoffs } from '../../server/features/deposits/eftBatch';
import { applyPaymentEvent } from '../../server/features/deposits/paymentEvents';
import type { LoanFiguresReply } from '../../domain/loanConsistency';

type Call = (pathname: string, init?: RequestInit) => Promise<unknown>;

const seconds = (started: number) => Math.round((Date.now() - started) / 100) / 10;

/**
 * The money batches at scale, on the loans the loans part loaded: a business day's pre-authorized
 * debits built into CPA-005 files and submitted to the (sandbox) provider, and returns applied to
 * their loans through the provider's callback path, the ledgers checked after.
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
    insert into debits (loan_id, payment_id, provider, amount_cents, due_date, cutoff_at, presented_at)
    select p.loan_id, p.id, l.payment_provider, p.amount_cents, p.due_date, now(), now()
      from loan_payments p join loans l on l.id = p.loan_id
     where p.kind = 'SCHEDULED' and p.status = 'SCHEDULED' and p.due_date > ${today}::date and l.status = 'ACTIVE'
       and not exists (select 1 from debits d where d.payment_id = p.id and d.status <> 'CANCELLED')
     limit ${options.debits}
    returning id`;
  const presentSeconds = seconds(presenting);
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

  // Returns: collected payments that went out as debits come back NSF, through the callback path.
  const collected = await sql<{ loan_id: number; payment_id: number }[]>`
    select distinct on (p.loan_id) p.loan_id, p.id as payment_id
      from loan_payments p join loans l on l.id = p.loan_id
     where p.kind = 'SCHEDULED' and p.status = 'PAID' and l.status = 'ACTIVE'
       and not exists (select 1 from debits d where d.payment_id = p.id)
     order by p.loan_id, p.due_date desc
     limit ${options.returns}`;
  const submitted = await sql<{ payment_id: number; provider: 'CARD' | 'INTERAC'; transaction_id: string }[]>`
    insert into debits (loan_id, payment_id, provider, amount_cents, due_date, cutoff_at, presented_at, status, transaction_id)
    select p.loan_id, p.id, l.payment_provider, p.amount_cents, p.due_date, now(), now(), 'SUBMITTED', 'BENCH-' || p.id
      from loan_payments p join loans l on l.id = p.loan_id
     where p.id = any(${collected.map((row) => row.payment_id)}::int[])
    returning payment_id, provider, transaction_id`;
  const returning = Date.now();
  let next = 0;
  const worker = async () => {
    while (next < submitted.length) {
      const debit = submitted[next++];
      await applyPaymentEvent(ctx, debit.provider, {
        eventId: `bench-${debit.payment_id}`,
        transactionId: debit.transaction_id,
        reference: `PAY-${debit.payment_id}-1`,
        status: 'RETURNED',
        sequence: 5,
        occurredAt: torontoInstant(today, '09:00').toISOString(),
        returnCode: '901',
      });
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  const returnSeconds = seconds(returning);
  let inconsistent = 0;
  let nsf = 0;
  for (const { loan_id } of collected) {
    const loan = (await call(`/api/loans/${loan_id}`)) as LoanFiguresReply & { nsfCount: number };
    if (ledgerDisagreements(loan).length > 0) inconsistent += 1;
    if (loan.nsfCount > 0) nsf += 1;
  }
  console.log(
    JSON.stringify({
      figure: 'money.returns applied to their loans (NSF entries, fee, collection reason, notification), 4 at a time',
      unit: 's',
      returns: submitted.length,
      seconds: returnSeconds,
      loansWithNsf: nsf,
      ledgersInconsistent: inconsistent,
    }),
  );
}
