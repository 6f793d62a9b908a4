import type postgres from 'postgres';
import { customerListFilter } from '../../domain/customers';
import { requestListFilter, REQUEST_QUEUE_NAMES } from '../../domain/requests';
import { foldText } from '../../domain/searchText';
import type { AppContext } from '../../server/context';
import { parseListQuery } from '../../server/http/listQuery';
import { CUSTOMER_SORTABLE, customerListQueries } from '../../server/features/customers/customerQueries';
import { customerByIdQuery } from '../../server/features/customers/customerRecords';
import { pageWithTotal } from '../../server/db/listPages';
import { mergeLocksQuery } from '../../server/features/customers/mergeLocks';
import { SEARCH_COUNT_SETTINGS } from '../../server/db/searchConditions';
import { REQUEST_SORTABLE, requestListQueries } from '../../server/features/requests/requestQueries';
import { measure, report } from './measure';

type Call = (pathname: string) => Promise<unknown>;
interface Sample {
  id: number;
  last: string;
  email: string;
  cell: string;
}

/** Real customers to search for: the bench asks what an agent would, never the same thing twice in a row. */
async function sampleCustomers(sql: postgres.Sql): Promise<Sample[]> {
  const [{ maxId }] = await sql<{ maxId: number }[]>`select max(id)::int as "maxId" from customers`;
  const ids = Array.from({ length: 400 }, () => 1 + Math.floor(Math.random() * maxId));
  return sql<Sample[]>`select id, last_name as last, email, cell_phone as cell from customers
    where id = any(${ids}) and email is not null and cell_phone is not null and status <> 'MERGED'`;
}

const cycle = <T>(items: readonly T[]) => {
  let i = 0;
  return () => items[i++ % items.length];
};
const threeLetters = (name: string) => {
  const folded = foldText(name).replace(/[^a-z]/g, '');
  const start = Math.floor(Math.random() * Math.max(1, folded.length - 2));
  return folded.slice(start, start + 3);
};
/** "(514) 555-1234": the way an agent types it, not the way it is stored. */
const typedPhone = (stored: string) => `(${stored.slice(0, 3)}) ${stored.slice(4)}`;
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

type Built = { toSQL(): { sql: string; params: unknown[] } };
const statementOf = (builder: unknown) => (builder as Built).toSQL();
const run = (sql: postgres.Sql | postgres.TransactionSql, statement: { sql: string; params: unknown[] }) =>
  sql.unsafe(statement.sql, statement.params as postgres.ParameterOrJSON<never>[]);

/**
 * The same SQL the service sends (built by the same functions, total decided by the same
 * pageWithTotal), run straight on postgres.js.
 */
function rawList(
  sql: postgres.Sql,
  built: { rows: unknown; count: unknown; cap: number; search?: { matches: unknown } },
) {
  const rows = statementOf(built.rows);
  const count = statementOf(built.count);
  const counted = async (runner: postgres.Sql | postgres.TransactionSql) =>
    Number((await run(runner, count))[0].counted);
  const matches = built.search && statementOf(built.search.matches);
  return pageWithTotal(
    {
      rows: () => run(sql, rows),
      count: () => counted(sql),
      search: matches && {
        estimate: async () =>
          (await run(sql, { sql: `explain (format json) ${matches.sql}`, params: matches.params }))[0]['QUERY PLAN'][0]
            .Plan['Plan Rows'],
        count: () =>
          sql.begin(async (tx) => {
            const [, result] = await Promise.all([tx.unsafe(SEARCH_COUNT_SETTINGS.join('; ')), counted(tx)]);
            return result;
          }),
      },
    },
    { offset: 0, limit: 25 },
    built.cap,
  );
}

/**
 * The figures: customer search by 3 letters of a last name, by email, by phone; the
 * requests list filtered by status and sorted by date; one customer's detail. Each over HTTP with
 * one client and with 20, then the raw SQL of the same query.
 */
export async function benchCustomers(ctx: AppContext, call: Call, samples: { single: number; concurrent: number }) {
  const sql = ctx.database.sql;
  const people = await sampleCustomers(sql);
  if (people.length === 0) throw new Error('bench: no customers to search for');
  const { db } = ctx.database;

  const lastNameTerm = cycle(people.map((p) => threeLetters(p.last)));
  const emailTerm = cycle(people.map((p) => p.email));
  const phoneTerm = cycle(people.map((p) => typedPhone(p.cell)));
  const queue = cycle(REQUEST_QUEUE_NAMES.filter((name) => name !== 'all'));
  const customerId = cycle(people.map((p) => p.id));

  const customerList = (filter: object) =>
    `/api/customers?filter=${q(filter)}&range=${q([0, 24])}&sort=${q(['id', 'DESC'])}`;
  const requestList = (name: string) =>
    `/api/requests?filter=${q({ queue: name })}&range=${q([0, 24])}&sort=${q(['createdAt', 'DESC'])}`;
  const customerRaw = (filter: object) => {
    const query = parseListQuery(
      { filter: JSON.stringify(filter), range: '[0,24]', sort: '["id","DESC"]' },
      { filter: customerListFilter, sortable: CUSTOMER_SORTABLE, defaultSort: ['id', 'DESC'] },
    );
    return rawList(sql, customerListQueries(db, query));
  };
  const requestRaw = (name: string) => {
    const query = parseListQuery(
      { filter: JSON.stringify({ queue: name }), range: '[0,24]', sort: '["createdAt","DESC"]' },
      { filter: requestListFilter, sortable: REQUEST_SORTABLE, defaultSort: ['createdAt', 'DESC'] },
    );
    return rawList(sql, requestListQueries(db, query));
  };
  const detailRaw = (id: number) =>
    Promise.all([run(sql, statementOf(customerByIdQuery(db, id))), run(sql, statementOf(mergeLocksQuery(db, [id])))]);

  const figures: [string, () => Promise<unknown>, () => Promise<unknown>][] = [
    [
      'customers.search by 3 letters of a last name',
      () => call(customerList({ lastName: lastNameTerm() })),
      () => customerRaw({ lastName: lastNameTerm() }),
    ],
    [
      'customers.search by email',
      () => call(customerList({ email: emailTerm() })),
      () => customerRaw({ email: emailTerm() }),
    ],
    [
      'customers.search by phone (typed "(514) 555-1234")',
      () => call(customerList({ phone: phoneTerm() })),
      () => customerRaw({ phone: phoneTerm() }),
    ],
    ['requests.list by sidebar status, newest first', () => call(requestList(queue())), () => requestRaw(queue())],
    [
      'customers.detail (GET /api/customers/:id)',
      () => call(`/api/customers/${customerId()}`),
      () => detailRaw(customerId()),
    ],
  ];
  for (const [figure, http, raw] of figures) {
    // Steady state: a busy back office keeps its customers in PostgreSQL's cache, so every term
    // of the cycle is asked once before anything is timed.
    for (let i = 0; i < people.length; i++) await raw();
    report({ ...(await measure(figure, http, { samples: samples.single, warmup: 30 })), via: 'http' });
    report({
      ...(await measure(`${figure}, 20 clients`, http, { samples: samples.concurrent, concurrency: 20, warmup: 30 })),
      via: 'http',
    });
    report({ ...(await measure(`${figure}, raw SQL`, raw, { samples: samples.single, warmup: 30 })), via: 'sql' });
  }
}
