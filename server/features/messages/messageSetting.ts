import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Placeholder, PlaceholderValues } from '../../../domain/messagePlaceholders';
import type { MessageFrameRecord } from '../../../domain/messageTemplates';
import { languageOf, translate } from '../../../i18n/translate';
import type { Db } from '../../db/client';
import { agreementPayments, loans, paymentAgreements } from '../../db/schema';
import { invalidInput, notFound } from '../../http/errors';
import { readCompanyBranding, type CompanyBranding } from '../configuration/companyBranding';
import { findCustomer, type CustomerRow } from '../customers/customerRecords';
import { byDate, readLoanState, totalsOf, type LoanState } from '../loans/loanState';
import { readMessageFrame } from './messageFrameStore';

type Language = 'fr' | 'en';

/** A caller's own values (the IBV link, an Interac answer), said as given. */
export type ExtraValues = Partial<Record<Placeholder, string>>;

/** Who a message goes to and everything its placeholders are filled from. */
export interface MessageSetting {
  customer: CustomerRow;
  language: Language;
  loan: LoanState['loan'] | null;
  branding: CompanyBranding;
  frame: MessageFrameRecord;
  valuesFor: (language: Language) => PlaceholderValues;
}

/** The loan named (it must be the customer's), else the customer's latest live loan, else none. */
async function loanFor(db: Db, customerId: number, loanId: number | null | undefined): Promise<LoanState | null> {
  if (loanId) {
    const [row] = await db
      .select({ customerId: loans.customerId })
      .from(loans)
      .where(and(eq(loans.id, loanId), isNull(loans.deletedAt)));
    if (!row || row.customerId !== customerId) throw invalidInput({ loanId: 'validation.invalid' });
    return readLoanState(db, loanId);
  }
  const [latest] = await db
    .select({ id: loans.id })
    .from(loans)
    .where(and(eq(loans.customerId, customerId), isNull(loans.deletedAt)))
    .orderBy(desc(loans.createdAt), desc(loans.id))
    .limit(1);
  return latest ? readLoanState(db, latest.id) : null;
}

/**
 * The loan's next payment: its next scheduled line, or sooner the next payment of an ongoing
 * agreement paid by Interac (those are not lines of the loan until their money arrives).
 */
async function nextPaymentOf(db: Db, state: LoanState | null) {
  if (!state) return undefined;
  const line = [...state.payments].sort(byDate).find((payment) => payment.status === 'SCHEDULED');
  const [agreed] = await db
    .select({ dueDate: agreementPayments.dueDate, amountCents: agreementPayments.amountCents })
    .from(agreementPayments)
    .innerJoin(paymentAgreements, eq(paymentAgreements.id, agreementPayments.agreementId))
    .where(
      and(
        eq(paymentAgreements.loanId, state.loan.id),
        eq(paymentAgreements.status, 'ACTIVE'),
        eq(agreementPayments.status, 'SCHEDULED'),
      ),
    )
    .orderBy(asc(agreementPayments.dueDate))
    .limit(1);
  return agreed && (!line || agreed.dueDate < line.dueDate) ? agreed : line;
}

/**
 * Reads the customer, their loan, the company's branding and the message frame, and answers the
 * placeholder values in each language: money in cents and dates as YYYY-MM-DD (the renderer says
 * them in the language), the payment provider in words. `balance` is the loan's current balance
 * (the loan screen's figure); `amountDue` and `dueDate` are those of its next payment (nextPaymentOf).
 */
export async function readMessageSetting(
  db: Db,
  customerId: number,
  loanId?: number | null,
  extra: ExtraValues = {},
): Promise<MessageSetting> {
  const customer = await findCustomer(db, customerId);
  if (!customer) throw notFound();
  const [state, branding, frame] = await Promise.all([
    loanFor(db, customerId, loanId),
    readCompanyBranding(db),
    readMessageFrame(db),
  ]);
  const next = await nextPaymentOf(db, state);
  const balance = state ? totalsOf(state).balance : null;
  const contactEmail = frame.contactEmail || branding.adminEmail;

  const valuesFor = (language: Language): PlaceholderValues => ({
    clientFirstName: customer.firstName,
    clientLastName: customer.lastName,
    loanAmount: state?.loan.amountCents ?? null,
    balance,
    amountDue: next?.amountCents ?? null,
    dueDate: next?.dueDate ?? null,
    provider: state ? translate(language, `resources.loans.provider.${state.loan.paymentProvider}`) : null,
    companyName: branding.companyName,
    contactEmail,
    documentEmail: frame.documentEmail || contactEmail,
    phone: frame.phone,
    website: frame.website,
    applicationForm: frame.applicationForm,
    ...extra,
  });

  return { customer, language: languageOf(customer.language), loan: state?.loan ?? null, branding, frame, valuesFor };
}
