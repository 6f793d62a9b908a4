import { eq } from 'drizzle-orm';
import type { ContractParty } from '../../../domain/contracts';
import { fullNameOf } from '../../../domain/customers';
import type { Db, Tx } from '../../db/client';
import { customers } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { ContractBorrower } from './contractPdf';

/** The borrower of a loan as a contract reads them: what sending requires (spec §5) and what the document names. */
export async function readContractParty(
  db: Pick<Db | Tx, 'select'>,
  customerId: number,
): Promise<{ party: ContractParty; borrower: ContractBorrower }> {
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!row) throw notFound();
  const party: ContractParty = {
    language: row.language,
    province: row.province,
    email: row.email,
    fax: row.fax,
    bankTransit: row.bankTransit,
    bankInstitution: row.bankInstitution,
    bankAccount: row.bankAccount,
  };
  const borrower: ContractBorrower = {
    name: fullNameOf(row),
    street: row.street,
    apartment: row.apartment,
    city: row.city,
    province: row.province,
    postalCode: row.postalCode,
    bankTransit: row.bankTransit ?? '',
    bankInstitution: row.bankInstitution ?? '',
    bankAccount: row.bankAccount ?? '',
  };
  return { party, borrower };
}
