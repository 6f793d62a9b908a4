import { and, eq, sql } from 'drizzle-orm';
import { padAgreementTerms } from '../../../domain/padAgreement';
import type { PortalBankingInput, PortalDeferralAnswer, PortalLanguage } from '../../../domain/portal';
import type { AppContext } from '../../context';
import { customers, padAuthorizations, requests } from '../../db/schema';
import { notFound, refuse } from '../../http/errors';
import { audit } from '../audit/audit';
import { readCompanyName } from '../configuration/companyBranding';
import { readPortalConfiguration } from '../configuration/portalConfiguration';
import { holdCustomerForChange } from '../customers/mergeLocks';
import { uploadDocument, type UploadedFile } from '../customers/customerDocuments';
import { deferPaymentTelling } from '../loans/loanDeferral';
import { insertRequest } from '../requests/requests';
import { borrowerLoanIds, readPortalMe } from './portalLoans';

/** A loan of this borrower's, else 404: another borrower's loan is as unknown as one that does not exist. */
async function ownLoan(ctx: AppContext, customerId: number, loanId: number) {
  const own = await borrowerLoanIds(ctx.database.db, customerId);
  if (!own.some((loan) => loan.id === loanId)) throw notFound();
}

/**
 * A deferral the borrower asks for: the agents' own loan action (the same checks, the portal's
 * rules, the configuration's fee, always charged), recorded as the borrower's. The answer says
 * what it did: the payment's new date, and the payment the fee is collected with (the first whose
 * debit is not yet at the bank, as the loan action chose it) with its amount now.
 */
export async function deferAsBorrower(
  ctx: AppContext,
  customerId: number,
  loanId: number,
  input: { paymentId: number; version: number },
): Promise<PortalDeferralAnswer> {
  await ownLoan(ctx, customerId, loanId);
  const { loan, deferral } = await deferPaymentTelling(
    ctx,
    null,
    loanId,
    { ...input, feeOption: 'CHARGE' },
    customerId,
  );
  const line = (id: number | null) => loan.payments.find((row) => row.id === id);
  const feeLine = line(deferral.feePaymentId);
  return {
    ...(await readPortalMe(ctx, customerId)),
    deferral: {
      date: line(deferral.deferredPaymentId)!.date,
      newDate: deferral.newDate,
      fee: deferral.fee,
      feePayment: feeLine ? { id: feeLine.id, date: feeLine.date, amount: feeLine.amount } : null,
    },
  };
}

/**
 * New banking information with a new pre-authorized debit agreement (Payments Canada Rule H1): the
 * account on the borrower's file changes, and the agreement they accepted is kept with its terms
 * as shown, the network address and the moment.
 */
export async function changeBanking(
  ctx: AppContext,
  customerId: number,
  input: PortalBankingInput,
  language: PortalLanguage,
  ipAddress: string,
) {
  const me = await readPortalMe(ctx, customerId);
  const [companyName, portal] = await Promise.all([
    readCompanyName(ctx.database.db),
    readPortalConfiguration(ctx.database.db),
  ]);
  const terms = padAgreementTerms({
    companyName,
    supportEmail: portal.supportEmail,
    supportPhone: portal.supportPhone,
    paymentAmount: me.pad.paymentAmount,
    frequency: me.pad.frequency,
  });
  await ctx.database.db.transaction(async (tx) => {
    const before = await holdCustomerForChange(tx, customerId, null);
    await tx
      .update(customers)
      .set({
        bankTransit: input.transit,
        bankInstitution: input.institution,
        bankAccount: input.account,
        version: sql`${customers.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(customers.id, customerId));
    await tx.insert(padAuthorizations).values({
      customerId,
      bankTransit: input.transit,
      bankInstitution: input.institution,
      bankAccount: input.account,
      language,
      terms,
      ipAddress,
    });
    await audit(tx, {
      actorId: null,
      borrowerId: customerId,
      action: 'customer.banking-changed',
      entity: 'customer',
      entityId: customerId,
      before: {
        bankTransit: before.bankTransit,
        bankInstitution: before.bankInstitution,
        bankAccount: before.bankAccount,
      },
      // The agreement's terms are kept whole with the authorization (pad_authorizations), not in the trail.
      after: { bankTransit: input.transit, bankInstitution: input.institution, bankAccount: input.account },
    });
  });
  return readPortalMe(ctx, customerId);
}

/** A void cheque (or another paper the agents asked for) sent from the portal, on the borrower's file. */
export async function uploadBorrowerDocument(ctx: AppContext, customerId: number, file: UploadedFile | undefined) {
  return uploadDocument(ctx, null, customerId, { type: 'VOID_CHECK' }, file, customerId);
}

/**
 * A borrower asks for a new loan: a request in the agents' list as RENEWAL_REQUEST. One at a time:
 * while one waits for the agents, another is refused.
 */
export async function requestRenewal(ctx: AppContext, customerId: number, requestedAmountCents: number) {
  const loans = await borrowerLoanIds(ctx.database.db, customerId);
  if (loans.length === 0) throw notFound();
  await ctx.database.db.transaction(async (tx) => {
    await holdCustomerForChange(tx, customerId, null);
    const [open] = await tx
      .select({ id: requests.id })
      .from(requests)
      .where(and(eq(requests.customerId, customerId), eq(requests.status, 'RENEWAL_REQUEST')))
      .limit(1);
    if (open) throw refuse('PORTAL_RENEWAL_ALREADY_REQUESTED');
    await insertRequest(
      tx,
      null,
      'request.renewal-requested',
      { customerId, duplicateOfCustomerId: null, requestedAmountCents, origin: 'EXTERNAL', status: 'RENEWAL_REQUEST' },
      customerId,
    );
  });
  return readPortalMe(ctx, customerId);
}

/** The borrower's language on file: the portal's, and their emails' and texts'. */
export async function setBorrowerLanguage(ctx: AppContext, customerId: number, language: PortalLanguage) {
  await ctx.database.db.transaction(async (tx) => {
    const before = await holdCustomerForChange(tx, customerId, null);
    if (before.language === language) return;
    await tx
      .update(customers)
      .set({ language, version: sql`${customers.version} + 1`, updatedAt: new Date() })
      .where(eq(customers.id, customerId));
    await audit(tx, {
      actorId: null,
      borrowerId: customerId,
      action: 'customer.updated',
      entity: 'customer',
      entityId: customerId,
      before: { language: before.language },
      after: { language },
    });
  });
  return readPortalMe(ctx, customerId);
}
