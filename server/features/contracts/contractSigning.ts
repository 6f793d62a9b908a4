import { eq, sql } from 'drizzle-orm';
import { isSignerNameOf } from '../../../domain/contracts';
import { fullNameOf } from '../../../domain/customers';
import { notificationMessageKey } from '../../../domain/notifications';
import { languageOf } from '../../../i18n/translate';
import type { Language } from '../../../i18n/types';
import { signingTokenHash } from '../../adapters/eSignature';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { contractEnvelopes, customers, loans } from '../../db/schema';
import { audit } from '../audit/audit';
import { readCompanyBranding } from '../configuration/companyBranding';
import type { LoanDetail } from '../loans/loanDetail';
import { getLoanDetail } from '../loans/loanLifecycle';
import { publishChanged } from '../notifications/liveBus';
import { raiseNotification } from '../notifications/raiseNotification';

type EnvelopeRow = typeof contractEnvelopes.$inferSelect;

/** What the signing page shows for a token. */
export type SigningView =
  | { state: 'NOT_FOUND' }
  | { state: 'GONE' }
  | { state: 'OPEN' | 'SIGNED'; envelope: EnvelopeRow; loan: LoanDetail; language: Language; companyName: string };

/** A token is 32 random bytes in base64url; anything else is not one of ours. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

async function envelopeOf(db: Pick<Db | Tx, 'select'>, token: string, lock: boolean): Promise<EnvelopeRow | undefined> {
  if (!TOKEN.test(token)) return undefined;
  const query = db
    .select()
    .from(contractEnvelopes)
    .where(eq(contractEnvelopes.signingTokenHash, signingTokenHash(token)));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/**
 * Unknown tokens are NOT_FOUND; a link expired, replaced by a newer contract, never delivered, or
 * for a deleted loan is GONE; a signed one stays readable as SIGNED (signing again changes nothing).
 */
function stateOf(
  envelope: EnvelopeRow | undefined,
  loanDeleted: boolean,
  now: Date,
): 'NOT_FOUND' | 'GONE' | 'OPEN' | 'SIGNED' {
  if (!envelope) return 'NOT_FOUND';
  if (envelope.status === 'SIGNED') return 'SIGNED';
  if (envelope.status !== 'SENT' && envelope.status !== 'SENDING') return 'GONE';
  if (!envelope.expiresAt || envelope.expiresAt <= now || loanDeleted) return 'GONE';
  return 'OPEN';
}

async function loanDeleted(db: Pick<Db | Tx, 'select'>, loanId: number) {
  const [row] = await db
    .select({ deletedAt: loans.deletedAt, status: loans.status })
    .from(loans)
    .where(eq(loans.id, loanId));
  return !row || row.deletedAt !== null || row.status === 'DELETED';
}

export async function readSigningView(ctx: AppContext, token: string): Promise<SigningView> {
  const { db } = ctx.database;
  const envelope = await envelopeOf(db, token, false);
  const state = stateOf(envelope, envelope ? await loanDeleted(db, envelope.loanId) : false, new Date());
  if (state === 'NOT_FOUND' || state === 'GONE') return { state };
  const loan = await getLoanDetail(ctx, envelope!.loanId);
  const { companyName } = await readCompanyBranding(db);
  return { state, envelope: envelope!, loan, language: languageOf(loan.customerLanguage), companyName };
}

export type SigningProblem = 'nameMismatch' | 'agreeRequired';
export type SigningOutcome =
  { state: 'NOT_FOUND' } | { state: 'GONE' } | { state: 'SIGNED' } | { state: 'INVALID'; problem: SigningProblem };

/**
 * The borrower signs: the typed name must be theirs and the box ticked. In one transaction the
 * envelope records when, who and from where, the loan its contract signed date (and a new
 * version: it changed), the loan's Logs tab an entry, and the bell a CONTRACT notification. A
 * second signature of the same envelope changes nothing.
 */
export async function signContract(
  ctx: AppContext,
  token: string,
  input: { fullName: string; agree: boolean },
  signerAddress: string,
): Promise<SigningOutcome> {
  return ctx.database.db.transaction(async (tx) => {
    const envelope = await envelopeOf(tx, token, true);
    const state = stateOf(envelope, envelope ? await loanDeleted(tx, envelope.loanId) : false, new Date());
    if (state !== 'OPEN') return { state } as SigningOutcome;
    const [loan] = await tx.select().from(loans).where(eq(loans.id, envelope!.loanId)).for('update');
    const customerName = await customerNameOf(tx, loan.customerId);
    if (!input.agree) return { state: 'INVALID', problem: 'agreeRequired' };
    if (!isSignerNameOf(input.fullName, customerName)) return { state: 'INVALID', problem: 'nameMismatch' };

    const signedAt = new Date();
    const signerName = input.fullName.trim().replace(/\s+/g, ' ');
    await tx
      .update(contractEnvelopes)
      .set({ status: 'SIGNED', signedAt, signerName, signerAddress })
      .where(eq(contractEnvelopes.id, envelope!.id));
    await tx
      .update(loans)
      .set({ contractSignedAt: signedAt, version: sql`${loans.version} + 1`, updatedAt: signedAt })
      .where(eq(loans.id, loan.id));
    await audit(tx, {
      actorId: null,
      action: 'contract.signed',
      entity: 'loan',
      entityId: loan.id,
      before: { contractSignedAt: loan.contractSignedAt?.toISOString() ?? null },
      after: { contractSignedAt: signedAt.toISOString(), signerName, signerAddress, envelopeId: envelope!.id },
    });
    await raiseNotification(tx, {
      type: 'CONTRACT',
      messageKey: notificationMessageKey('CONTRACT'),
      params: { loanNumber: loan.loanNumber, customerName },
      path: `/apps/loans/${loan.id}`,
      customerId: loan.customerId,
      raisedBy: null,
    });
    // An agent with the loan open sees the signed date arrive (the row was locked at this version).
    await publishChanged(tx, 'loans', loan.id, loan.version + 1);
    return { state: 'SIGNED' as const };
  });
}

async function customerNameOf(db: Pick<Db | Tx, 'select'>, customerId: number) {
  const [row] = await db
    .select({ firstName: customers.firstName, lastName: customers.lastName })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row ? fullNameOf(row) : '';
}
