import { and, asc, between, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { MAX_RECORD_SUGGESTIONS, numberPrefixRanges, type RecordSuggestions } from '../../../domain/navigationSearch';
import type { AppAbility } from '../../../domain/permissions';
import type { Db } from '../../db/client';
import { customers, loans } from '../../db/schema';
import { customerListWhere } from '../customers/customerQueries';

const fullName = sql<string>`${customers.firstName} || ' ' || ${customers.lastName}`;
const numberIn = (column: typeof customers.customerNumber | typeof loans.loanNumber, digits: string | null) =>
  digits ? or(...numberPrefixRanges(digits).map(([low, high]) => between(column, low, high))) : undefined;

/**
 * The customers the customers list's own search box finds (name, email or phone), and — for
 * digits — those whose number begins with them; the first five by name.
 */
async function customersFound(db: Db, q: string, digits: string | null) {
  const byText = customerListWhere({ q }).where;
  const byNumber = digits && customerListWhere({}).where;
  const where: SQL | undefined = byNumber
    ? or(byText, and(byNumber, numberIn(customers.customerNumber, digits)))
    : byText;
  return db
    .select({ id: customers.id, customerNumber: customers.customerNumber, name: fullName })
    .from(customers)
    .where(where)
    .orderBy(asc(customers.lastName), asc(customers.firstName), asc(customers.id))
    .limit(MAX_RECORD_SUGGESTIONS);
}

/** The live loans whose number begins with the digits typed, in number order. */
async function loansFound(db: Db, digits: string) {
  return db
    .select({ id: loans.id, loanNumber: loans.loanNumber, customerName: fullName, status: loans.status })
    .from(loans)
    .innerJoin(customers, eq(customers.id, loans.customerId))
    .where(and(isNull(loans.deletedAt), numberIn(loans.loanNumber, digits)))
    .orderBy(asc(loans.loanNumber))
    .limit(MAX_RECORD_SUGGESTIONS);
}

/** The navigation search's records: only the kinds the user may open. */
export async function searchRecords(db: Db, ability: AppAbility, q: string): Promise<RecordSuggestions> {
  const digits = /^\d+$/.test(q) ? q : null;
  const [customerRows, loanRows] = await Promise.all([
    ability.can('view', 'customer') ? customersFound(db, q, digits) : [],
    ability.can('view', 'loan') && digits ? loansFound(db, digits) : [],
  ]);
  return { customers: customerRows, loans: loanRows };
}
