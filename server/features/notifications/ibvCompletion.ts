import { eq } from 'drizzle-orm';
import { notificationMessageKey } from '../../../domain/notifications';
import { languageOf } from '../../../i18n/translate';
import type { IbvBank, IbvResult } from '../../adapters/bankVerification';
import type { AppContext } from '../../context';
import { customers, ibvSessions, requests } from '../../db/schema';
import { audit } from '../audit/audit';
import { lockRequest } from '../requests/requests';
import { hashIbvToken, setRequestIbvStatus } from './ibvRequests';
import { announceRequestChange } from './requestEvents';
import { raiseNotification } from './raiseNotification';

/** What the customer's link page shows. */
export type IbvPageState = 'open' | 'completed' | 'failed' | 'expired' | 'replaced' | 'unknown';

export interface IbvPage {
  state: IbvPageState;
  firstName?: string;
  language: 'fr' | 'en';
  banks: readonly IbvBank[];
  institution?: string;
}

/** A link token as we make them (base64url of 32 bytes); anything else is not looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{40,60}$/;

type SessionRow = typeof ibvSessions.$inferSelect;

function stateOf(session: SessionRow, now: Date): IbvPageState {
  if (session.status === 'COMPLETED') return 'completed';
  if (session.status === 'FAILED') return 'failed';
  if (session.status === 'REPLACED') return 'replaced';
  return session.expiresAt <= now ? 'expired' : 'open';
}

/** The page for a link: the session's state and who it greets. */
export async function readIbvPage(ctx: AppContext, token: string): Promise<IbvPage> {
  const banks = ctx.adapters.bankVerification.banks();
  if (!TOKEN_SHAPE.test(token)) return { state: 'unknown', language: 'fr', banks };
  const [found] = await ctx.database.db
    .select({ session: ibvSessions, firstName: customers.firstName, language: customers.language })
    .from(ibvSessions)
    .innerJoin(requests, eq(requests.id, ibvSessions.requestId))
    .innerJoin(customers, eq(customers.id, requests.customerId))
    .where(eq(ibvSessions.tokenHash, hashIbvToken(token)));
  if (!found) return { state: 'unknown', language: 'fr', banks };
  const institution = (found.session.result as { institution?: string } | null)?.institution;
  return {
    state: stateOf(found.session, new Date()),
    firstName: found.firstName,
    language: languageOf(found.language),
    banks,
    institution,
  };
}

/**
 * The customer linked a bank on the page: the provider's report completes the session (once: a
 * second submission finds it done and changes nothing), the request's IBV status follows it, the
 * change is audited on the request, and an IBV notification is raised.
 */
export async function completeIbv(ctx: AppContext, token: string, bankId: string): Promise<IbvPage> {
  const page = await readIbvPage(ctx, token);
  if (page.state !== 'open' || !page.banks.some((bank) => bank.id === bankId)) return page;
  await ctx.database.db.transaction(async (tx) => {
    const [session] = await tx
      .select()
      .from(ibvSessions)
      .where(eq(ibvSessions.tokenHash, hashIbvToken(token)))
      .for('update');
    // Another submission may have completed it while this one waited for the lock.
    if (!session || stateOf(session, new Date()) !== 'open') return;
    const report: IbvResult = await ctx.adapters.bankVerification.linkBank(session.providerReference ?? '', bankId);
    await tx
      .update(ibvSessions)
      .set({ status: report.status, result: { ...report }, completedAt: new Date() })
      .where(eq(ibvSessions.id, session.id));
    await lockRequest(tx, session.requestId);
    const request = await setRequestIbvStatus(tx, session.requestId, report.status);
    await audit(tx, {
      actorId: null,
      action: report.status === 'COMPLETED' ? 'ibvRequest.completed' : 'ibvRequest.failed',
      entity: 'request',
      entityId: session.requestId,
      after: {
        sessionId: session.id,
        institution: report.institution,
        accountsLinked: report.accountsLinked,
        reason: report.reason ?? null,
      },
    });
    await announceRequestChange(tx, null, request);
    await raiseNotification(tx, {
      type: 'IBV',
      messageKey: notificationMessageKey('IBV', report.status === 'FAILED' ? 'FAILED' : undefined),
      params: { customerName: request.fullName, requestId: request.id, institution: report.institution },
      path: `/apps/requests/${request.id}`,
      customerId: request.customerId,
    });
  });
  return readIbvPage(ctx, token);
}
