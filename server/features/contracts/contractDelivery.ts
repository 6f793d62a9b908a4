import type { ContractChannel } from '../../../domain/contracts';
import type { Language } from '../../../i18n/types';
import type { CurrentUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import { sendCustomerMessage } from '../messages/sendCustomerMessage';

/** What a contract is sent with: the document, who gets it and in which language. */
export interface Delivery {
  envelopeId: string;
  channel: ContractChannel;
  destination: string;
  pdf: Buffer;
  /** The language the customer reads (the email, the invitation, the signing page). */
  language: Language;
  loanId: number;
  loanNumber: number;
  customerId: number;
  /** The agent sending it. */
  actor: CurrentUser;
  borrowerName: string;
  companyName: string;
  /** Guichet's public address, for the e-signature link. */
  appUrl: string;
}

export interface DeliveryOutcome {
  status: 'SENT' | 'FAILED';
  providerReference?: string;
  /** For FAILED: an i18n key (errors.*), or the text of a mail server's refusal. */
  error?: string;
}

export const contractFileName = (language: Language, loanNumber: number) =>
  `${language === 'fr' ? 'contrat' : 'contract'}-${loanNumber}.pdf`;

/**
 * The contract by email, the PDF attached: through the lender's CONTRACT_EMAIL message template
 * (its words, header, footer and logo, in the customer's language; the customer's message history
 * keeps it), under the envelope's id so a retry never sends twice.
 */
async function byEmail(ctx: AppContext, delivery: Delivery): Promise<DeliveryOutcome> {
  const [message] = await sendCustomerMessage(ctx, delivery.actor, {
    templateCode: 'CONTRACT_EMAIL',
    customerId: delivery.customerId,
    loanId: delivery.loanId,
    channels: ['EMAIL'],
    idempotencyKey: `contract-${delivery.envelopeId}`,
    attachments: [
      {
        filename: contractFileName(delivery.language, delivery.loanNumber),
        contentType: 'application/pdf',
        content: delivery.pdf,
      },
    ],
  });
  if (message.status === 'FAILED') return { status: 'FAILED', error: message.error ?? 'errors.EMAIL_SEND_FAILED' };
  return { status: 'SENT', providerReference: message.providerMessageId ?? `MESSAGE-${message.id}` };
}

async function byFax(ctx: AppContext, delivery: Delivery): Promise<DeliveryOutcome> {
  const result = await ctx.adapters.fax.send({
    to: delivery.destination,
    pdf: delivery.pdf,
    idempotencyKey: delivery.envelopeId,
  });
  return { status: result.status, providerReference: result.providerReference, error: result.error };
}

async function byESignature(ctx: AppContext, delivery: Delivery): Promise<DeliveryOutcome> {
  const envelope = await ctx.adapters.eSignature.createEnvelope({
    loanId: delivery.loanId,
    loanNumber: delivery.loanNumber,
    signerName: delivery.borrowerName,
    signerEmail: delivery.destination,
    pdf: delivery.pdf,
    language: delivery.language,
    senderName: delivery.companyName,
    appUrl: delivery.appUrl,
    idempotencyKey: delivery.envelopeId,
  });
  return { status: 'SENT', providerReference: envelope.providerReference };
}

const CHANNELS: Record<ContractChannel, (ctx: AppContext, delivery: Delivery) => Promise<DeliveryOutcome>> = {
  EMAIL: byEmail,
  FAX: byFax,
  ESIGN: byESignature,
};

/** Hands the contract to its channel; a provider's refusal or a mail server's error is an outcome, not a crash. */
export async function deliverContract(ctx: AppContext, delivery: Delivery): Promise<DeliveryOutcome> {
  try {
    return await CHANNELS[delivery.channel](ctx, delivery);
  } catch (error) {
    const key = (error as { key?: unknown }).key;
    return { status: 'FAILED', error: typeof key === 'string' ? key : String((error as Error).message ?? error) };
  }
}
