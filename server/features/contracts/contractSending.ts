import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import {
  contractDestination,
  contractLanguages,
  contractReadiness,
  contractRefusals,
  languagesCode,
  type ContractChannel,
  type ContractEnvelopeView,
  type ContractReadiness,
  type ContractStatus,
} from '../../../domain/contracts';
import { feeInForce } from '../../../domain/loanConfiguration';
import { languageOf } from '../../../i18n/translate';
import type { AppContext } from '../../context';
import { contractEnvelopes, loans, users } from '../../db/schema';
import { AppError, notFound, refuse } from '../../http/errors';
import { audit } from '../audit/audit';
import { readCompanyBranding } from '../configuration/companyBranding';
import type { CurrentUser } from '../../auth/guard';
import { readLoanFees } from '../loans/loanConfigurationStore';
import { getLoanDetail } from '../loans/loanLifecycle';
import { contractFileName, deliverContract } from './contractDelivery';
import { readContractParty } from './contractParty';
import { contractPdf } from './contractPdf';

type EnvelopeRow = typeof contractEnvelopes.$inferSelect;

const toView = (row: EnvelopeRow, sentBy: string | null): ContractEnvelopeView => ({
  id: row.id,
  loanId: row.loanId,
  channel: row.channel as ContractChannel,
  language: row.language,
  destination: row.destination,
  status: row.status as ContractStatus,
  sentAt: row.sentAt.toISOString(),
  sentBy,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  signedAt: row.signedAt?.toISOString() ?? null,
  signerName: row.signerName,
  error: row.error,
});

/** A loan the agent may send a contract for (spec §2's dialog applies to pending and active loans). */
async function sendableLoan(ctx: AppContext, loanId: number) {
  const loan = await getLoanDetail(ctx, loanId);
  if (!loan.actions.sendContract) throw refuse('LOAN_ACTION_NOT_ALLOWED', { status: loan.status });
  return loan;
}

/** What the dialog shows before sending: where each channel goes, what is missing, the contract's languages. */
export async function readContractReadiness(ctx: AppContext, loanId: number): Promise<ContractReadiness> {
  const { db } = ctx.database;
  // Only the borrower matters here: a read, not the loan detail (which may settle due payments).
  const [loan] = await db
    .select({ customerId: loans.customerId })
    .from(loans)
    .where(and(eq(loans.id, loanId), isNull(loans.deletedAt)));
  if (!loan) throw notFound();
  const { party } = await readContractParty(db, loan.customerId);
  return contractReadiness(party);
}

/**
 * Spec §2's send contract. The requirements (spec §5) are checked before anything is written; the
 * PDF is then kept as the record (an envelope, SENDING while the provider is called — outside any
 * transaction, a provider may take seconds), and the outcome recorded and audited on the loan. A
 * contract sent replaces the earlier unsigned ones: only the latest terms can be signed.
 */
export async function sendContract(
  ctx: AppContext,
  actor: CurrentUser,
  loanId: number,
  channel: ContractChannel,
  appUrl: string,
): Promise<ContractEnvelopeView> {
  const { db } = ctx.database;
  const loan = await sendableLoan(ctx, loanId);
  const { party, borrower } = await readContractParty(db, loan.customerId);
  const [missing] = contractRefusals(party, channel);
  if (missing) throw refuse(missing.key, missing.params);

  const today = ctx.clock.today();
  const languages = contractLanguages(party);
  const [branding, fees] = await Promise.all([readCompanyBranding(db), readLoanFees(db)]);
  const pdf = await contractPdf({
    loan,
    borrower,
    branding,
    languages,
    today,
    fees: { nsf: feeInForce(fees, 'NSF', today), deferral: feeInForce(fees, 'DELAYED_PAYMENT', today) },
  });
  const destination = contractDestination(party, channel)!;
  const [envelope] = await db
    .insert(contractEnvelopes)
    .values({
      loanId,
      channel,
      language: languagesCode(languages),
      destination,
      status: 'SENDING',
      pdf,
      sentBy: actor.id,
    })
    .returning();

  const outcome = await deliverContract(ctx, {
    envelopeId: envelope.id,
    channel,
    destination,
    pdf,
    language: languageOf(party.language),
    loanId,
    loanNumber: loan.loanNumber,
    customerId: loan.customerId,
    actor,
    borrowerName: borrower.name,
    companyName: branding.companyName,
    appUrl,
  });

  const saved = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(contractEnvelopes)
      .set({
        status: outcome.status,
        providerReference: outcome.providerReference ?? envelope.providerReference,
        error: outcome.error ?? null,
      })
      .where(eq(contractEnvelopes.id, envelope.id))
      .returning();
    if (outcome.status === 'SENT') {
      await tx
        .update(contractEnvelopes)
        .set({ status: 'SUPERSEDED' })
        .where(
          and(
            eq(contractEnvelopes.loanId, loanId),
            eq(contractEnvelopes.status, 'SENT'),
            ne(contractEnvelopes.id, envelope.id),
          ),
        );
    }
    await audit(tx, {
      actorId: actor.id,
      action: outcome.status === 'SENT' ? `contract.sent-${channel.toLowerCase()}` : 'contract.send-failed',
      entity: 'loan',
      entityId: loanId,
      after: {
        channel,
        destination,
        language: envelope.language,
        envelopeId: envelope.id,
        ...(outcome.error ? { reason: outcome.error } : {}),
      },
    });
    return row;
  });
  if (outcome.status === 'FAILED') {
    const reason = outcome.error ?? '';
    throw reason.startsWith('errors.') ? new AppError(420, reason) : refuse('CONTRACT_SEND_FAILED', { reason });
  }
  return toView(saved, actor.displayName || actor.email);
}

/** The contracts sent for a loan, newest first (the PDF is fetched on its own). */
export async function listContracts(ctx: AppContext, loanId: number): Promise<ContractEnvelopeView[]> {
  const { db } = ctx.database;
  const rows = await db
    .select({
      id: contractEnvelopes.id,
      loanId: contractEnvelopes.loanId,
      channel: contractEnvelopes.channel,
      language: contractEnvelopes.language,
      destination: contractEnvelopes.destination,
      status: contractEnvelopes.status,
      sentAt: contractEnvelopes.sentAt,
      expiresAt: contractEnvelopes.expiresAt,
      signedAt: contractEnvelopes.signedAt,
      signerName: contractEnvelopes.signerName,
      error: contractEnvelopes.error,
      providerReference: contractEnvelopes.providerReference,
      sentBy: contractEnvelopes.sentBy,
      agentName: users.displayName,
      agentEmail: users.email,
    })
    .from(contractEnvelopes)
    .leftJoin(users, eq(users.id, contractEnvelopes.sentBy))
    .where(eq(contractEnvelopes.loanId, loanId))
    .orderBy(desc(contractEnvelopes.sentAt));
  return rows.map(({ agentName, agentEmail, ...row }) =>
    toView(
      { ...row, pdf: Buffer.alloc(0), signingTokenHash: null, signerAddress: null },
      agentName || agentEmail || null,
    ),
  );
}

/** One envelope's PDF as it was sent. */
export async function readContractPdf(
  ctx: AppContext,
  loanId: number,
  envelopeId: string,
): Promise<{ pdf: Buffer; fileName: string }> {
  const [row] = await ctx.database.db
    .select({ pdf: contractEnvelopes.pdf, language: contractEnvelopes.language, loanNumber: loans.loanNumber })
    .from(contractEnvelopes)
    .innerJoin(loans, eq(loans.id, contractEnvelopes.loanId))
    .where(and(eq(contractEnvelopes.id, envelopeId), eq(contractEnvelopes.loanId, loanId)));
  if (!row) throw notFound();
  return { pdf: row.pdf, fileName: contractFileName(languageOf(row.language.split('+')[0]), row.loanNumber) };
}
