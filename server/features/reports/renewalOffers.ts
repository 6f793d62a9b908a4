import { sql } from 'drizzle-orm';
import type { CustomerMessageRecord, MessageChannel } from '../../../domain/messageTemplates';
import type { AppContext } from '../../context';
import { notFound, refuse } from '../../http/errors';
import { sendCustomerMessage } from '../messages/sendCustomerMessage';
import type { UserRow } from '../users/userQueries';

/** The message template a renewal offer is written from (seed/messageTemplates.ts). */
export const RENEWAL_OFFER_TEMPLATE = 'RENEWAL_OFFER';

/**
 * The renewals report's action (spec §3): the borrower of an active loan is offered a renewal by
 * email (by SMS when they have no email), from its template in their language, and the loan
 * remembers the day ("renewal notification sent"). Sent at most once a day per loan: a second
 * click the same day answers the first send's messages.
 */
export async function sendRenewalOffer(
  ctx: AppContext,
  actor: UserRow,
  loanId: number,
): Promise<{ loanId: number; offerSentOn: string | null; messages: CustomerMessageRecord[] }> {
  const [loan] = await ctx.database.db.execute<{
    customerId: number;
    status: string;
    email: string | null;
    cell: string | null;
  }>(sql`
    select l.customer_id as "customerId", l.status, c.email, c.cell_phone as cell
      from loans l join customers c on c.id = l.customer_id where l.id = ${loanId} and l.deleted_at is null`);
  if (!loan) throw notFound();
  if (loan.status !== 'ACTIVE') throw refuse('LOAN_ACTION_NOT_ALLOWED');
  const channels: MessageChannel[] = loan.email ? ['EMAIL'] : loan.cell ? ['SMS'] : [];
  if (channels.length === 0) throw refuse('CUSTOMER_HAS_NO_EMAIL');
  const today = ctx.clock.today();
  const messages = await sendCustomerMessage(ctx, actor, {
    templateCode: RENEWAL_OFFER_TEMPLATE,
    customerId: loan.customerId,
    loanId,
    channels,
    idempotencyKey: `renewal-offer:${loanId}:${today}`,
  });
  const sent = messages.some((message) => message.status !== 'FAILED');
  const [row] = await ctx.database.db.execute<{ offerSentOn: string | null }>(sql`
    update loans set renewal_offer_sent_on = case when ${sent} then ${today}::date else renewal_offer_sent_on end
     where id = ${loanId} returning renewal_offer_sent_on::text as "offerSentOn"`);
  return { loanId, offerSentOn: row?.offerSentOn ?? null, messages };
}
