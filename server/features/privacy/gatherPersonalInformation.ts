import type { PersonalInformation } from '../../../domain/privacy';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { readCompanyName } from '../configuration/companyBranding';
import { listComments } from '../customers/customerComments';
import { findCustomer, toCustomerRecord } from '../customers/customerRecords';
import { listReferences } from '../customers/customerReferences';
import { agreementsOf, collectionFilesOf, depositsOf, loansOf, requestsOf } from './personalRecords';
import {
  auditEntriesOf,
  contractsOf,
  documentsOf,
  emailsTo,
  messagesOf,
  portalOf,
  type ArchivedFile,
} from './personalTraces';

export interface GatheredPersonalInformation {
  data: PersonalInformation;
  /** The documents' and contracts' files, each at the path the JSON names. */
  files: ArchivedFile[];
}

/**
 * Everything Guichet holds on one person, read (nothing written): the file itself with the whole
 * SIN and banking, what belongs to it and what was sent to or done about them. A customer that does
 * not exist or was deleted is 404, as on every customer route.
 */
export async function gatherPersonalInformation(
  ctx: AppContext,
  customerId: number,
): Promise<GatheredPersonalInformation> {
  const { db } = ctx.database;
  const row = await findCustomer(db, customerId);
  if (!row) throw notFound();
  const { sinMasked: _masked, mergeLock: _lock, ...profile } = toCustomerRecord(row);

  const [lender, references, comments, requests, loans, deposits, collectionFiles, paymentAgreements] =
    await Promise.all([
      readCompanyName(db),
      listReferences(ctx, customerId),
      listComments(ctx, customerId),
      requestsOf(db, customerId),
      loansOf(db, customerId),
      depositsOf(db, customerId),
      collectionFilesOf(db, customerId),
      agreementsOf(db, customerId),
    ]);
  const [documents, contracts, messages, portal, audit] = await Promise.all([
    documentsOf(db, customerId),
    contractsOf(
      db,
      loans.map((loan) => loan.id),
    ),
    messagesOf(db, customerId),
    portalOf(db, customerId),
    auditEntriesOf(db, customerId, {
      requests: requests.map((request) => request.id),
      loans: loans.map((loan) => loan.id),
      agreements: paymentAgreements.map((agreement) => agreement.id),
    }),
  ]);
  const addresses = [
    row.email ?? '',
    ...messages.filter((message) => message.channel === 'EMAIL').map((message) => message.to),
    ...portal.codes.filter((code) => code.channel === 'EMAIL').map((code) => code.address),
  ];
  const emails = await emailsTo(db, addresses);

  return {
    data: {
      format: 'guichet-personal-information/1',
      exportedAt: ctx.clock.now().toISOString(),
      asOf: ctx.clock.today(),
      lender,
      customer: { ...profile, sin: row.sin },
      references,
      comments,
      requests,
      loans,
      deposits,
      collectionFiles,
      paymentAgreements,
      documents: documents.entries,
      contracts: contracts.entries,
      messages,
      emails,
      portal,
      audit,
    },
    files: [...documents.files, ...contracts.files],
  };
}
