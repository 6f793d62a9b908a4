import { sql, type SQL } from 'drizzle-orm';
import { anonymizedLastName, OPEN_FILE_REASON } from '../../../domain/retention';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { audit } from '../audit/audit';
import { stillDue } from './retentionReview';

/** What one anonymization erased, by kind: the audit entry's figures. */
export interface Erased {
  references: number;
  comments: number;
  documents: number;
  messages: number;
  emails: number;
  contracts: number;
  payouts: number;
  padAuthorizations: number;
  portalCodes: number;
  bankVerifications: number;
  collectionNotes: number;
  notifications: number;
  auditEntries: number;
}

const ids = (values: (number | string)[]) => (values.length === 0 ? sql`(null)` : sql`(${sql.join(values, sql`, `)})`);

/** Runs one erasing statement and counts the rows it touched. */
async function count(tx: Tx, statement: SQL): Promise<number> {
  const result = await tx.execute(statement);
  return result.count ?? 0;
}

/**
 * Erases a person (issue 35's retention): their name (the customer number stays, so the books, the
 * reports and the journal still name a file), contacts, SIN, date of birth, address, employment,
 * income and banking; references, comments and documents deleted; the messages', emails', contracts'
 * and payouts' addresses and contents blanked; bank verifications and sign-in codes emptied; the
 * audit entries about them redacted (their seals stay, the chain verifies). Amounts, dates, statuses
 * and every ledger and journal line are untouched. In the caller's transaction; irreversible.
 */
async function erasePerson(tx: Tx, customerId: number, customerNumber: number): Promise<Erased> {
  const [requests, loans, files] = await Promise.all([
    tx.execute<{ id: number }>(sql`select id from requests where customer_id = ${customerId}`),
    tx.execute<{ id: number }>(sql`select id from loans where customer_id = ${customerId}`),
    tx.execute<{ id: number }>(sql`select id from collection_files where customer_id = ${customerId}`),
  ]);
  const requestIds = requests.map((row) => row.id);
  const loanIds = loans.map((row) => row.id);
  const fileIds = files.map((row) => row.id);
  // Every address the person was written to: their email, their messages' and their codes' recipients.
  const addresses = await tx.execute<{ address: string }>(sql`
    select lower(email) as address from customers where id = ${customerId} and email is not null
    union select lower(to_address) from customer_messages where customer_id = ${customerId} and to_address <> ''
    union select lower(address) from portal_codes where customer_id = ${customerId} and address <> ''`);
  const folded = addresses.map((row) => row.address);

  await tx.execute(sql`
    update customers set first_name = '', last_name = ${anonymizedLastName(customerNumber)}, gender = null,
      sin = null, date_of_birth = null, email = null, home_phone = null, cell_phone = null, fax = null,
      street = null, apartment = null, city = null, postal_code = null, address_since = null, job = null,
      income_sources = '[]'::jsonb, bank_transit = null, bank_institution = null, bank_account = null,
      financial_status = null, bankruptcy_end_date = null, anonymized_at = now(), updated_at = now(),
      version = version + 1
    where id = ${customerId}`);
  await tx.execute(sql`delete from customer_merge_locks where customer_id = ${customerId}`);
  const references = await count(tx, sql`delete from customer_references where customer_id = ${customerId}`);
  const comments = await count(tx, sql`delete from customer_comments where customer_id = ${customerId}`);
  await tx.execute(sql`delete from customer_document_contents where document_id in
    (select id from customer_documents where customer_id = ${customerId})`);
  const documents = await count(tx, sql`delete from customer_documents where customer_id = ${customerId}`);
  const messages = await count(
    tx,
    sql`update customer_messages set to_address = '', subject = null, body = '', error = null
        where customer_id = ${customerId}`,
  );
  const emails =
    folded.length === 0
      ? 0
      : await count(
          tx,
          sql`update outbox set to_address = '', subject = '', text_body = '', html_body = null, attachments = null
              where lower(to_address) in (${sql.join(
                folded.map((address) => sql`${address}`),
                sql`, `,
              )})`,
        );
  const contracts = await count(
    tx,
    sql`update contract_envelopes set destination = '', pdf = ''::bytea, signer_name = null, signer_address = null
        where loan_id in ${ids(loanIds)}`,
  );
  const payouts = await count(
    tx,
    sql`update deposits set interac_email = null, question = null, answer = null, transit = null,
          institution = null, account = null, memo = null
        where customer_id = ${customerId}`,
  );
  const padAuthorizations = await count(
    tx,
    sql`update pad_authorizations set bank_transit = '', bank_institution = '', bank_account = '',
          ip_address = null, terms = '{}'::jsonb
        where customer_id = ${customerId}`,
  );
  const portalCodes = await count(
    tx,
    sql`update portal_codes set address = '', pending_code = null where customer_id = ${customerId}`,
  );
  const bankVerifications = await count(
    tx,
    sql`update ibv_sessions set result = null where request_id in ${ids(requestIds)} and result is not null`,
  );
  const collectionNotes = await count(
    tx,
    sql`update collection_file_events set detail = detail - 'text'
        where file_id in ${ids(fileIds)} and detail ? 'text'`,
  );
  const notifications = await count(
    tx,
    sql`update notifications set params = params || jsonb_build_object('customerName', ${anonymizedLastName(customerNumber)}::text)
          - 'institution'
        where customer_id = ${customerId} and params ? 'customerName'`,
  );
  // What the trail said of them and of their requests (the loans' entries hold amounts, not the person).
  const auditEntries = await count(
    tx,
    sql`update audit_log set before = null, after = null, redacted_at = now()
        where redacted_at is null and (borrower_id = ${customerId}
          or (entity = 'customer' and entity_id = ${String(customerId)})
          or (entity = 'request' and entity_id in ${ids(requestIds.map(String))}))`,
  );
  return {
    references,
    comments,
    documents,
    messages,
    emails,
    contracts,
    payouts,
    padAuthorizations,
    portalCodes,
    bankVerifications,
    collectionNotes,
    notifications,
    auditEntries,
  };
}

/**
 * The job's one step: the oldest confirmed line, taken by one instance alone (SKIP LOCKED), erased in
 * one transaction — unless the person has a file open again, when the line is kept for next month
 * and nothing is erased. Answers whether there was a line to take.
 */
export async function anonymizeNextConfirmed(ctx: AppContext): Promise<boolean> {
  return ctx.database.db.transaction(async (tx) => {
    const taken = await tx.execute<{
      id: number;
      customer_id: number;
      decided_by: number | null;
      review_month: string;
      customer_number: number;
    }>(sql`
      select r.id, r.customer_id, r.decided_by, r.review_month, c.customer_number
      from retention_reviews r join customers c on c.id = r.customer_id
      where r.status = 'CONFIRMED' order by r.id limit 1 for update of r skip locked`);
    const [line] = taken;
    if (!line) return false;
    await tx.execute(sql`select id from customers where id = ${line.customer_id} for update`);
    if (!(await stillDue(ctx, tx, line.customer_id))) {
      await tx.execute(sql`update retention_reviews set status = 'KEPT', reason = ${OPEN_FILE_REASON}
        where id = ${line.id}`);
      return true;
    }
    const erased = await erasePerson(tx, line.customer_id, Number(line.customer_number));
    await tx.execute(sql`update retention_reviews set status = 'ANONYMIZED', anonymized_at = now()
      where id = ${line.id}`);
    await audit(tx, {
      actorId: line.decided_by,
      action: 'customer.anonymized',
      entity: 'customer',
      entityId: line.customer_id,
      after: { customerNumber: Number(line.customer_number), reviewMonth: line.review_month, erased },
    });
    return true;
  });
}
