import { and, asc, desc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { looksLikePhone, phoneSearchTerm, textSearchTerm } from '../../../domain/searchText';
import type { CustomerListFilter } from '../../../domain/customers';
import type { AppContext } from '../../context';
import { customers } from '../../db/schema';
import { invalidInput, notFound } from '../../http/errors';
import { DEFAULT_TOTAL_CAP, type ListQuery, type ListTotal } from '../../http/listQuery';
import { runListPage } from '../../db/listPages';
import { customerColumns, findCustomer, toCustomerRecord, type CustomerRecord } from './customerRecords';
import { mergeLocksOf } from './mergeLocks';
import { contains as like, emailContains, phoneContains, type Reader } from '../../db/searchConditions';

/** Sorts the list allows, each backed by an index so that a million rows sort in milliseconds. */
const SORTS = {
  id: [customers.id],
  customerNumber: [customers.customerNumber],
  createdAt: [customers.createdAt, customers.id],
  lastName: [customers.lastNameSearch, customers.firstNameSearch, customers.id],
  fullName: [customers.lastNameSearch, customers.firstNameSearch, customers.id],
} as const;
export const CUSTOMER_SORTABLE = Object.keys(SORTS);

/**
 * A search matches many rows (3 letters of a name: thousands in a million), and counting them
 * means visiting each: searches count up to 1,000, other lists up to 10,000.
 */
const SEARCH_TOTAL_CAP = 1_000;

/** Spec §2's customer search on the generated, folded columns (trigram-indexed). */
function searchConditions(filter: CustomerListFilter): { conditions: SQL[]; searching: boolean } {
  const conditions: SQL[] = [];
  if (filter.firstName) conditions.push(like(customers.firstNameSearch, filter.firstName));
  if (filter.lastName) conditions.push(like(customers.lastNameSearch, filter.lastName));
  if (filter.email) conditions.push(emailContains(customers.emailSearch, filter.email));
  // "Phone" is any of the customer's numbers: an agent given a number rarely knows which one it is.
  if (filter.phone) conditions.push(anyPhoneContains(filter.phone));
  if (filter.cellphone) conditions.push(phoneContains(customers.cellPhoneDigits, filter.cellphone));
  if (filter.q !== undefined) conditions.push(quickSearch(filter.q));
  return { conditions, searching: conditions.length > 0 };
}

const anyPhoneContains = (digits: string) =>
  or(phoneContains(customers.homePhoneDigits, digits), phoneContains(customers.cellPhoneDigits, digits)) as SQL;

/** The one search box: a phone number when it reads as one, else a name or an email. */
function quickSearch(raw: string): SQL {
  if (looksLikePhone(raw)) return anyPhoneContains(phoneSearchTerm(raw) as string);
  const term = textSearchTerm(raw);
  if (!term) throw invalidInput({ 'filter.q': 'validation.minSearchLength' });
  return or(
    like(customers.firstNameSearch, term),
    like(customers.lastNameSearch, term),
    emailContains(customers.emailSearch, term),
  ) as SQL;
}

export function customerListWhere(filter: CustomerListFilter): { where: SQL | undefined; searching: boolean } {
  const { conditions, searching } = searchConditions(filter);
  conditions.push(isNull(customers.deletedAt));
  if (filter.id) {
    // getMany answers every id asked, merged profiles included (a request may still point at one).
    conditions.push(inArray(customers.id, filter.id.length ? filter.id : [-1]));
  } else if (filter.status) {
    conditions.push(eq(customers.status, filter.status));
  } else {
    conditions.push(ne(customers.status, 'MERGED'));
  }
  if (filter.customerNumber !== undefined) conditions.push(eq(customers.customerNumber, filter.customerNumber));
  if (filter.province) conditions.push(eq(customers.province, filter.province));
  if (filter.language) conditions.push(eq(customers.language, filter.language));
  return { where: and(...conditions), searching };
}

/** The page's queries (rows, bounded count, a search's matches to estimate): the service's and the bench's. */
export function customerListQueries(db: Reader, query: ListQuery<CustomerListFilter>) {
  const { where, searching } = customerListWhere(query.filter);
  const order = query.sortOrder === 'ASC' ? asc : desc;
  const cap = searching ? SEARCH_TOTAL_CAP : DEFAULT_TOTAL_CAP;
  const rows = db
    .select(customerColumns)
    .from(customers)
    .where(where)
    .orderBy(...SORTS[query.sortField as keyof typeof SORTS].map((column) => order(column)))
    .limit(query.limit)
    .offset(query.offset);
  const matches = db
    .select({ one: sql`1` })
    .from(customers)
    .where(where);
  const count = db.select({ counted: sql<number>`count(*)::int` }).from(matches.limit(cap + 1).as('bounded'));
  return { rows, count, cap, search: searching ? { matches } : undefined };
}

export async function listCustomers(
  ctx: AppContext,
  query: ListQuery<CustomerListFilter>,
): Promise<{ rows: CustomerRecord[]; total: ListTotal }> {
  const page = await runListPage(ctx.database.db, (reader) => customerListQueries(reader, query), query);
  return { rows: page.rows.map((row) => toCustomerRecord(row)), total: page.total };
}

/** One customer with the merge lock others hold on it, if any. */
export async function getCustomer(ctx: AppContext, id: number): Promise<CustomerRecord> {
  const { db } = ctx.database;
  const [row, locks] = await Promise.all([findCustomer(db, id), mergeLocksOf(db, [id])]);
  if (!row) throw notFound();
  return toCustomerRecord(row, locks.get(id) ?? null);
}
