import { eq, sql } from 'drizzle-orm';
import {
  PUBLIC_REQUEST_ORIGIN,
  publicRequestErrors,
  returningCustomerOf,
  type PublicLoanRequestInput,
} from '../../../domain/publicIntake';
import { foldText } from '../../../domain/searchText';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { customers } from '../../db/schema';
import { invalidInput } from '../../http/errors';
import { audit } from '../audit/audit';
import { findDuplicates } from '../customers/customerDuplicates';
import { insertCustomer } from '../customers/customers';
import { readLoanConfiguration } from '../loans/loanConfigurationStore';
import { insertRequest } from '../requests/requests';
import type { UsedApiKey } from './keyCheck';

/** What the website learns: its request's number and status, nothing of any customer. */
export interface PublicLoanRequestReceipt {
  requestId: number;
  status: string;
  createdAt: string;
}

/**
 * The customer the request belongs to: a returning applicant's profile (same SIN or email, name
 * and birth date), else a new profile — pointing, like agents' intake, at the customer it may
 * duplicate. Audited with no actor: the website did it.
 */
async function customerFor(tx: Tx, input: PublicLoanRequestInput) {
  const { applicant } = input;
  const matches = await findDuplicates(tx, applicant, undefined, 20);
  const returningId = returningCustomerOf(
    matches.map(({ row, matchedOn }) => ({
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      dateOfBirth: row.dateOfBirth,
      matchedOn,
    })),
    applicant,
  );
  if (returningId !== null) {
    // FOR SHARE: a merge of this profile running now waits for the request, then moves it with the rest.
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, returningId)).for('share');
    return { customerId: returningId, duplicateOfCustomerId: null, newCustomer: false };
  }
  const created = await insertCustomer(tx, null, { ...applicant, status: 'ACTIVE' }, 'intake.customer-created');
  return { customerId: created.id, duplicateOfCustomerId: matches[0]?.row.id ?? null, newCustomer: true };
}

/**
 * A loan request from the lender's website (origin EXTERNAL), for the agents' request list. The
 * amount must lie within what the amount matrix offers; nothing is written when anything is wrong.
 */
export async function receivePublicLoanRequest(
  ctx: AppContext,
  key: UsedApiKey,
  input: PublicLoanRequestInput,
): Promise<PublicLoanRequestReceipt> {
  const { db } = ctx.database;
  const errors = publicRequestErrors(input, await readLoanConfiguration(db), ctx.clock.today());
  if (Object.keys(errors).length > 0) throw invalidInput(errors);
  return db.transaction(async (tx) => {
    // One applicant sending twice at once (a double click) gets one profile, not two.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`intake:${foldText(input.applicant.email)}`}))`);
    const { customerId, duplicateOfCustomerId, newCustomer } = await customerFor(tx, input);
    // Audited, and announced to the agents' open request lists, as an agent's new request is.
    const record = await insertRequest(tx, null, 'intake.request-created', {
      customerId,
      duplicateOfCustomerId,
      requestedAmountCents: input.requestedAmountCents,
      origin: PUBLIC_REQUEST_ORIGIN,
      ibvStatus: 'NOT_SENT',
    });
    // Which key brought which request: what to look at if a key leaks.
    await audit(tx, {
      actorId: null,
      action: 'api_key.request-received',
      entity: 'api_key',
      entityId: key.id,
      after: { requestId: record.id, customerId, newCustomer },
    });
    return { requestId: record.id, status: record.status, createdAt: record.createdAt };
  });
}
