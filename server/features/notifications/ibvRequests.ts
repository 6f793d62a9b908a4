import type { IBV_STATUSES } from '../../../domain/requests';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { IBV_LINK_DAYS, type IbvRequestAnswer, type SendIbvRequestInput } from '../../../domain/notifications';
import { languageOf, translate } from '../../../i18n/translate';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { ibvSessions, requests } from '../../db/schema';
import { notFound, refuse } from '../../http/errors';
import { audit } from '../audit/audit';
import { findCustomer, type CustomerRow } from '../customers/customerRecords';
import { findTemplate } from '../messages/messageTemplateStore';
import { sendCustomerMessage } from '../messages/sendCustomerMessage';
import { findRequest, toRequestRecord, type RequestRecord } from '../requests/requestQueries';
import { lockRequest } from '../requests/requests';
import type { UserRow } from '../users/userQueries';
import { announceRequestChange } from './requestEvents';

/** The link carries the token; only its hash is stored, so the table alone opens nothing. */
export const hashIbvToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Sets a request's IBV status (a new version: an agent's open edit form must read it again). */
export async function setRequestIbvStatus(
  tx: Tx,
  id: number,
  ibvStatus: (typeof IBV_STATUSES)[number],
): Promise<RequestRecord> {
  await tx
    .update(requests)
    .set({ ibvStatus, version: sql`${requests.version} + 1`, updatedAt: new Date() })
    .where(eq(requests.id, id));
  return toRequestRecord((await findRequest(tx, id))!);
}

/**
 * The IBV link goes by the lender's IBV_REQUEST message template when it exists (the messaging
 * module sends it, in the customer's language, by the channels asked); without it, by a plain email.
 */
async function sendIbvLink(
  ctx: AppContext,
  actor: UserRow,
  customer: CustomerRow,
  input: SendIbvRequestInput,
  link: string,
  key: string,
) {
  if (await findTemplate(ctx.database.db, { code: 'IBV_REQUEST' })) {
    await sendCustomerMessage(ctx, actor, {
      templateCode: 'IBV_REQUEST',
      customerId: customer.id,
      channels: input.channels,
      extraValues: { ibvLink: link },
      idempotencyKey: key,
    });
    return;
  }
  if (!customer.email) throw refuse('IBV_CUSTOMER_EMAIL_REQUIRED');
  const language = languageOf(customer.language);
  const words = (key: string) =>
    translate(language, `resources.notifications.ibvEmail.${key}`, { firstName: customer.firstName, link });
  await ctx.mailer.send({ to: customer.email, subject: words('subject'), text: words('body') });
}

/**
 * An agent asks the customer to verify their bank account (spec §8's "IBV request sent"): the
 * provider opens a session, the customer gets the link, then the session is recorded (token hash
 * only), earlier links of the request stop working, and the request's IBV status becomes SENT.
 * The message goes first: a refusal (no email, template disabled) leaves nothing behind.
 */
export async function sendIbvRequest(
  ctx: AppContext,
  actor: UserRow,
  requestId: number,
  input: SendIbvRequestInput,
  appUrl: string,
): Promise<IbvRequestAnswer<RequestRecord>> {
  const request = await findRequest(ctx.database.db, requestId);
  if (!request) throw notFound();
  const customer = await findCustomer(ctx.database.db, request.customerId);
  if (!customer) throw notFound();
  if (customer.status === 'MERGED') throw refuse('CUSTOMER_MERGED', { mergedIntoId: customer.mergedIntoId });

  const sessionId = randomUUID();
  const token = randomBytes(32).toString('base64url');
  const started = await ctx.adapters.bankVerification.startSession({
    requestId,
    customer: { firstName: customer.firstName, lastName: customer.lastName, email: customer.email },
    language: languageOf(customer.language),
    idempotencyKey: sessionId,
    returnUrl: `${appUrl}/ibv/${token}`,
  });
  await sendIbvLink(ctx, actor, customer, input, started.linkUrl, `ibv:${sessionId}`);

  const expiresAt = new Date(Date.now() + IBV_LINK_DAYS * 86_400_000);
  const record = await ctx.database.db.transaction(async (tx) => {
    await lockRequest(tx, requestId);
    await tx
      .update(ibvSessions)
      .set({ status: 'REPLACED' })
      .where(and(eq(ibvSessions.requestId, requestId), eq(ibvSessions.status, 'SENT')));
    await tx.insert(ibvSessions).values({
      id: sessionId,
      requestId,
      tokenHash: hashIbvToken(token),
      status: 'SENT',
      providerReference: started.providerReference,
      sentBy: actor.id,
      expiresAt,
    });
    const after = await setRequestIbvStatus(tx, requestId, 'SENT');
    await audit(tx, {
      actorId: actor.id,
      action: 'ibvRequest.sent',
      entity: 'request',
      entityId: requestId,
      after: { sessionId, channels: input.channels, expiresAt: expiresAt.toISOString() },
    });
    await announceRequestChange(tx, actor.id, after);
    return after;
  });
  return {
    message: 'messages.IBV_REQUEST_SENT',
    request: record,
    session: { id: sessionId, status: 'SENT', expiresAt: expiresAt.toISOString() },
  };
}
