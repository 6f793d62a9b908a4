import { and, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import { fullNameOf } from '../../../domain/customers';
import { maskSin } from '../../../domain/canada';
import { findFinancialInstitution } from '../../../domain/financialInstitutions';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema';

/** Every column but the generated search ones: what a customer row is read as. */
const {
  firstNameSearch: _f,
  lastNameSearch: _l,
  emailSearch: _e,
  homePhoneDigits: _h,
  cellPhoneDigits: _c,
  ...customerColumns
} = getTableColumns(customers);
export { customerColumns };
export type CustomerRow = { [K in keyof typeof customerColumns]: (typeof customers.$inferSelect)[K] };

export interface MergeLockInfo {
  userId: number;
  userName: string;
  until: string;
}

type Reader = Pick<Db, 'select'>;
type Locking = Pick<Db, 'select' | 'execute'>;

/** Timestamps arrive as Date from drizzle's query builder; keep the wire format ISO either way. */
const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** What the API shows of a customer (list, getMany, show and edit share this shape). */
export function toCustomerRecord(row: CustomerRow, mergeLock: MergeLockInfo | null = null) {
  return {
    id: row.id,
    customerNumber: row.customerNumber,
    status: row.status,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    version: row.version,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: fullNameOf(row),
    gender: row.gender,
    language: row.language,
    sinMasked: maskSin(row.sin),
    dateOfBirth: row.dateOfBirth,
    email: row.email,
    homePhone: row.homePhone,
    cellPhone: row.cellPhone,
    fax: row.fax,
    street: row.street,
    apartment: row.apartment,
    city: row.city,
    province: row.province,
    postalCode: row.postalCode,
    addressSince: row.addressSince,
    job: row.job,
    incomeSources: row.incomeSources,
    bankrupt: row.bankrupt,
    bankruptcyEndDate: row.bankruptcyEndDate,
    bankTransit: row.bankTransit,
    bankInstitution: row.bankInstitution,
    bankInstitutionName: row.bankInstitution ? (findFinancialInstitution(row.bankInstitution)?.name ?? null) : null,
    bankAccount: row.bankAccount,
    financialStatus: row.financialStatus,
    mergedIntoId: row.mergedIntoId,
    anonymizedAt: row.anonymizedAt?.toISOString() ?? null,
    mergeLock,
  };
}
export type CustomerRecord = ReturnType<typeof toCustomerRecord>;

/** A customer as the audit trail keeps it: the whole SIN, masked again whenever the trail is read. */
export const auditedCustomer = (row: CustomerRow) => ({ ...toCustomerRecord(row), sin: row.sin });

/** A customer that is not deleted (merged ones included: they can be read and unmerged). */
export const customerByIdQuery = (db: Reader, id: number) =>
  db
    .select(customerColumns)
    .from(customers)
    .where(and(eq(customers.id, id), isNull(customers.deletedAt)));

export async function findCustomer(db: Reader, id: number): Promise<CustomerRow | undefined> {
  const [row] = await customerByIdQuery(db, id);
  return row;
}

/** The customers of `ids`, locked for the rest of the transaction, in id order (no deadlock between two merges). */
export async function lockCustomers(tx: Locking, ids: number[]): Promise<Map<number, CustomerRow>> {
  const rows = await tx
    .select(customerColumns)
    .from(customers)
    .where(and(inArray(customers.id, ids), isNull(customers.deletedAt)))
    .orderBy(customers.id)
    .for('update');
  return new Map(rows.map((row) => [row.id, row]));
}

/** Raises the version (and the update time) of a customer whose related records changed. */
export async function touchCustomer(tx: Pick<Db, 'update'>, id: number) {
  await tx
    .update(customers)
    .set({ version: sql`${customers.version} + 1`, updatedAt: new Date() })
    .where(eq(customers.id, id));
}
