import { createHash } from 'node:crypto';
import type postgres from 'postgres';
import type { ProvinceCode } from '../../../domain/canada';
import { PROVINCE_CODES } from '../../../domain/canada';
import type { Database } from '../client';
import { copyRows } from './bulkCopy';
import { rawStatementsOf, withIndexesSetAside } from '../indexesSetAside';
import { EMPLOYERS } from './canadianPlaces';
import { demoPdf } from './demoPdf';
import { CUSTOMER_COLUMNS, duplicateProfileOf, fakeCustomer, namePools, type GeneratedCustomer } from './fakeCustomers';
import { COMMENT_COLUMNS, REFERENCE_COLUMNS, fakeCommentsOf, fakeReferencesOf } from './fakeCustomerNotes';
import { REQUEST_COLUMNS, fakeRequestsOf } from './fakeRequests';
import { SeedRandom } from './seedRandom';

/** From this many customers on, indexes are rebuilt after the load instead of kept up row by row. */
const INDEXES_ASIDE_FROM = 20_000;
const DAY = 86_400_000;
const HISTORY_DAYS = 6 * 365;
/** The newest 8 % of customers applied in the last two weeks, so every sidebar entry has requests. */
const RECENT_SHARE = 0.08;
const RECENT_DAYS = 14;
/** One application in a hundred is a second profile of an earlier customer (a DUPLICATE to merge). */
const isDuplicateSlot = (index: number) => index % 100 === 50;
const DOCUMENTS_FOR_FIRST = 300;

/** When the index-th of `count` customers joined: spread over six years, ids in date order. */
function createdAtOf(index: number, count: number, now: number, random: SeedRandom): number {
  const f = (index + random.next()) / count;
  if (f >= 1 - RECENT_SHARE) return now - RECENT_DAYS * DAY * (1 - (f - (1 - RECENT_SHARE)) / RECENT_SHARE);
  return now - HISTORY_DAYS * DAY + (f / (1 - RECENT_SHARE)) * (HISTORY_DAYS - RECENT_DAYS) * DAY;
}

/** What later passes need to know of each customer without keeping the rows in memory. */
interface CustomerFacts {
  firstId: number;
  createdAt: Float64Array;
  duplicateOf: Int32Array;
  province: Uint8Array;
  french: Uint8Array;
}

function* generateCustomers(
  count: number,
  firstId: number,
  firstNumber: number,
  now: number,
  facts: CustomerFacts,
  log: (line: string) => void,
) {
  const random = new SeedRandom(20_260_101 + firstId);
  const pools = namePools();
  let previous: GeneratedCustomer | undefined;
  for (let index = 0; index < count; index++) {
    const ids = { id: firstId + index, customerNumber: firstNumber + index, index: firstId + index };
    const createdAt = createdAtOf(index, count, now, random);
    const customer =
      previous && isDuplicateSlot(index)
        ? duplicateProfileOf(previous, ids, createdAt)
        : fakeCustomer(random, pools, EMPLOYERS, ids, createdAt, now);
    facts.createdAt[index] = createdAt;
    facts.duplicateOf[index] = previous && isDuplicateSlot(index) ? (previous.row[0] as number) : 0;
    facts.province[index] = PROVINCE_CODES.indexOf(customer.province);
    facts.french[index] = customer.language === 'fr' ? 1 : 0;
    previous = customer;
    if ((index + 1) % 250_000 === 0) log(`  ${index + 1} customers generated`);
    yield customer.row;
  }
}

function* perCustomer(
  facts: CustomerFacts,
  make: (customer: {
    id: number;
    createdAt: number;
    duplicateOf?: number;
    province: ProvinceCode;
    language: 'fr' | 'en';
  }) => unknown[][],
) {
  for (let index = 0; index < facts.createdAt.length; index++) {
    yield* make({
      id: facts.firstId + index,
      createdAt: facts.createdAt[index],
      duplicateOf: facts.duplicateOf[index] || undefined,
      province: PROVINCE_CODES[facts.province[index]],
      language: facts.french[index] ? 'fr' : 'en',
    });
  }
}

/**
 * Adds `count` realistic customers with their requests (~1.5 each), references, comments,
 * credit-check trackers and, for the first few hundred, documents — streamed with COPY in one
 * transaction. Ids and customer numbers continue after the existing ones, and both sequences are
 * moved past the last number written, so customers created afterwards number on correctly.
 */
export async function seedCustomers(
  database: Database,
  options: { count: number; log: (line: string) => void },
): Promise<void> {
  const { count, log } = options;
  if (count <= 0) return;
  const { sql } = database;
  const now = Date.now();
  const staffIds = (await sql<{ id: number }[]>`select id from users where deleted_at is null and roles <> '{}'`).map(
    (r) => r.id,
  );
  const started = Date.now();
  const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

  const firstId = await sql.begin(async (tx) => {
    await tx`set local maintenance_work_mem = '512MB'`;
    await tx`lock table customers in exclusive mode`;
    const [{ maxId, lastNumber }] = await tx<{ maxId: number; lastNumber: number }[]>`
      select coalesce((select max(id) from customers), 0)::int as "maxId",
             greatest(coalesce((select max(customer_number) from customers), 0), (select last_value from customer_number_seq))::bigint as "lastNumber"`;
    const firstId = maxId + 1;
    const facts: CustomerFacts = {
      firstId,
      createdAt: new Float64Array(count),
      duplicateOf: new Int32Array(count),
      province: new Uint8Array(count),
      french: new Uint8Array(count),
    };
    const load = async () => {
      await copyRows(
        tx,
        'customers',
        CUSTOMER_COLUMNS,
        generateCustomers(count, firstId, Number(lastNumber) + 1, now, facts, log),
      );
      log(`${count} customers copied (${seconds()})`);
      const random = new SeedRandom(7 + firstId);
      const pools = namePools();
      const requests = await copyRows(
        tx,
        'requests',
        REQUEST_COLUMNS,
        perCustomer(facts, (c) => fakeRequestsOf(random, c, now, staffIds)),
      );
      log(`${requests} requests copied (${seconds()})`);
      const references = await copyRows(
        tx,
        'customer_references',
        REFERENCE_COLUMNS,
        perCustomer(facts, (c) => fakeReferencesOf(random, pools, c)),
      );
      const comments = await copyRows(
        tx,
        'customer_comments',
        COMMENT_COLUMNS,
        perCustomer(facts, (c) => fakeCommentsOf(random, c, now, staffIds)),
      );
      log(`${references} references and ${comments} comments copied (${seconds()})`);
    };
    const tables = ['customers', 'requests', 'customer_references', 'customer_comments'];
    if (count >= INDEXES_ASIDE_FROM) await withIndexesSetAside(rawStatementsOf(tx), tables, load, log);
    else await load();

    await tx`select setval('customers_id_seq', ${firstId + count - 1})`;
    await tx`select setval('customer_number_seq', ${Number(lastNumber) + count})`;
    await tx`
      insert into credit_check_trackers (customer_id, enabled, created_at, updated_at)
      select id, hashint4(id * 7) % 4 <> 0, created_at, created_at + interval '3 days' from customers
      where id between ${firstId} and ${firstId + count - 1} and abs(hashint4(id)) % 100 < 15`;
    await seedDocuments(tx, firstId, Math.min(count, DOCUMENTS_FOR_FIRST));
    return firstId;
  });
  if (count >= INDEXES_ASIDE_FROM) {
    await sql`vacuum (analyze) customers, requests, customer_references, customer_comments`;
    log(`vacuum analyze done (${seconds()})`);
  }
  log(`demo: ${count} customers (ids ${firstId}–${firstId + count - 1}) in ${seconds()}`);
}

/** A void cheque for each of the first customers, a signed contract for some. */
async function seedDocuments(tx: postgres.TransactionSql, firstId: number, count: number) {
  // Dates as text: drizzle's client hands timestamps over unparsed.
  const customers = await tx<{ id: number; name: string; created: string; day: string }[]>`
    select id, first_name || ' ' || last_name as name, created_at::text as created, created_at::date::text as day
    from customers where id >= ${firstId} order by id limit ${count}`;
  for (const customer of customers) {
    const files = [
      {
        type: 'VOID_CHECK',
        name: 'specimen-cheque.pdf',
        status: customer.id % 3 === 0 ? 'RECEIVED' : 'VERIFIED',
        lines: ['VOID / ANNULE', customer.name],
      },
    ];
    if (customer.id % 5 < 2)
      files.push({
        type: 'CONTRACT',
        name: 'contrat-signe.pdf',
        status: 'VERIFIED',
        lines: ['Contrat de pret / Loan agreement', customer.name, 'Signe / Signed'],
      });
    for (const file of files) {
      const bytes = demoPdf(file.lines);
      const [document] = await tx<{ id: number }[]>`
        insert into customer_documents (customer_id, name, type, status, deposit_date, content_type, size_bytes, sha256, created_at, updated_at)
        values (${customer.id}, ${file.name}, ${file.type}, ${file.status}, ${customer.day}, 'application/pdf',
                ${bytes.length}, ${createHash('sha256').update(bytes).digest('hex')}, ${customer.created}::timestamptz, ${customer.created}::timestamptz)
        returning id`;
      await tx`insert into customer_document_contents (document_id, content) values (${document.id}, ${bytes})`;
    }
  }
}
