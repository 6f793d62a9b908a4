import { addDays } from '../../domain/calendarDates';
import type { AppContext } from '../../server/context';
import { sweepCollectionFiles } from '../../server/features/collections/collectionSweep';
import { measure, report } from './measure';

type Call = (pathname: string) => Promise<unknown>;

const seconds = (started: number) => Math.round((Date.now() - started) / 100) / 10;

/**
 * Collections at scale, on the loans the loans part loaded: `files` open collection files (as
 * agents' and returns' files would be: reasons, agents, follow-up days and promises spread over
 * them), the sweep that brings them up to date timed, then each list of the screen, filtered and
 * sorted, as an agent asks for it.
 */
export async function benchCollections(
  ctx: AppContext,
  call: Call,
  options: { files: number; progress: (line: string) => void },
) {
  const { sql } = ctx.database;
  const today = ctx.clock.today();
  const [{ open }] = await sql<
    { open: number }[]
  >`select count(*)::int as open from collection_files where status <> 'SETTLED'`;
  if (open < options.files) {
    const opening = Date.now();
    const agents = (await sql<{ id: number }[]>`select id from users order by id limit 5`).map((row) => row.id);
    // Files an agent opened (no arrears needed to stay open); a fifth returned today, some promised,
    // some to follow up, some waiting for an answer.
    await sql`
      with picked as (
        select l.id, l.customer_id, row_number() over (order by l.id) as n
          from loans l
         where l.status = 'ACTIVE' and l.deleted_at is null
           and not exists (select 1 from collection_files f where f.loan_id = l.id and f.status <> 'SETTLED')
         limit ${options.files - open}),
      opened as (
        insert into collection_files (loan_id, customer_id, reason, opened_on, last_return_on, status, follow_up_on,
                                      agreement, promise_state, expected_transfer_on, expected_amount_cents, assigned_to)
        select id, customer_id,
               (array['FIRST_NSF','SECOND_NSF','ACCOUNT_CLOSED','UNEMPLOYED','BORROWED_TOO_MUCH','OTHER'])[1 + n % 6],
               ${today}::date - (n % 60)::int,
               case when n % 5 = 0 then ${today}::date else ${today}::date - (n % 60)::int end,
               case when n % 7 = 0 then 'WAITING_RESPONSE' when n % 11 = 0 then 'FOLLOW_UP'
                    when n % 9 = 0 then 'PROMISED' else 'OPEN' end,
               case when n % 4 = 0 then ${today}::date + (n % 10)::int - 3 end,
               case when n % 9 = 0 then 'INTERAC_TRANSFER' else 'NONE' end,
               case when n % 9 = 0 then 'PENDING' else 'NONE' end,
               case when n % 9 = 0 then ${today}::date + (n % 5)::int end,
               case when n % 9 = 0 then 10000 end,
               (${sql.array(agents)}::int[])[1 + n % ${agents.length}]
          from picked
        returning id)
      insert into collection_file_events (file_id, kind, detail, business_day)
      select id, 'OPENED', '{}'::jsonb, ${today}::date from opened`;
    await sql`analyze collection_files`;
    await sql`analyze collection_file_events`;
    options.progress(`${options.files - open} collection files opened in ${seconds(opening)} s`);
  }

  // The sweep over every open file: arrears read from the schedules, degrees, promises, settlements.
  // Run as of 40 days later, when the payments due since went without a debit (the bench moves no
  // money): every file falls behind, most move degree, promises break.
  const later = addDays(today, 40);
  const afterwards = { ...ctx, clock: { today: () => later, now: () => new Date() } } as AppContext;
  for (const run of [
    'first run (every file falls behind 40 days later)',
    'second run, the same day (nothing left to change)',
  ]) {
    const sweeping = Date.now();
    const swept = await sweepCollectionFiles(afterwards);
    console.log(
      JSON.stringify({
        figure: `collections.the sweep over every open file, ${run}`,
        unit: 's',
        ...swept,
        seconds: seconds(sweeping),
      }),
    );
  }
  const [{ files }] = await sql<
    { files: number }[]
  >`select count(*)::int as files from collection_files where status <> 'SETTLED'`;
  const [agent] = await sql<
    { assigned_to: number }[]
  >`select assigned_to from collection_files where assigned_to is not null limit 1`;
  const [someone] = await sql<{ last_name: string }[]>`
    select c.last_name from collection_files f join customers c on c.id = f.customer_id
     where f.status <> 'SETTLED' order by f.id desc limit 1`;

  const list = (filter: Record<string, unknown>, sort: [string, 'ASC' | 'DESC']) =>
    `/api/collection-files?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,24]&sort=${encodeURIComponent(JSON.stringify(sort))}`;
  const lists: [string, string][] = [
    ['open files, most days past due first', list({ queue: 'open' }, ['daysPastDue', 'DESC'])],
    ['open files, largest amount owed first', list({ queue: 'open' }, ['amountOwed', 'DESC'])],
    ['rejections of the day', list({ queue: 'today' }, ['daysPastDue', 'DESC'])],
    ['need follow up, by follow-up day', list({ queue: 'followup' }, ['followUpOn', 'ASC'])],
    ['Interac transfers receivable, by day expected', list({ queue: 'interac' }, ['expectedTransferOn', 'ASC'])],
    ['waiting response', list({ queue: 'waiting' }, ['daysPastDue', 'DESC'])],
    ['all files', list({ queue: 'all' }, ['daysPastDue', 'DESC'])],
    ['open files of one degree', list({ queue: 'open', degree: 0 }, ['amountOwed', 'DESC'])],
    ['open files of one reason', list({ queue: 'open', reason: 'UNEMPLOYED' }, ['daysPastDue', 'DESC'])],
    ['open files of one agent', list({ queue: 'open', assignedTo: agent?.assigned_to ?? 1 }, ['daysPastDue', 'DESC'])],
    ['open files of one province', list({ queue: 'open', province: 'QC' }, ['daysPastDue', 'DESC'])],
    [
      'open files, a borrower searched by name',
      list({ queue: 'open', q: someone?.last_name ?? 'Tremblay' }, ['daysPastDue', 'DESC']),
    ],
    ['the sidebar counts', '/api/collection-files/counts'],
  ];
  for (const [name, pathname] of lists)
    report({
      ...(await measure(`collections.${name} (25 rows + count), ${files} open files`, () => call(pathname), {
        samples: 200,
      })),
    });
}
