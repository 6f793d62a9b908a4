import { z } from 'zod';
import { isKnownInstitutionNumber } from './financialInstitutions';
import { foldText, phoneDigits } from './searchText';

/** Spec §2's "send contract (fax, email, eSign)". */
export const CONTRACT_CHANNELS = ['EMAIL', 'FAX', 'ESIGN'] as const;
export type ContractChannel = (typeof CONTRACT_CHANNELS)[number];

/**
 * What became of a contract envelope: SENDING while the provider is being called, SENT once it took
 * it, FAILED when it refused it, SIGNED by the borrower, SUPERSEDED when a newer contract was sent
 * for the same loan (its signing link stops working: only the latest terms can be signed).
 */
export const CONTRACT_STATUSES = ['SENDING', 'SENT', 'FAILED', 'SIGNED', 'SUPERSEDED'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** How long an e-signature link stays valid. */
export const SIGNING_LINK_DAYS = 14;

export type ContractLanguage = 'fr' | 'en';

export const sendContractBody = z.strictObject({
  channel: z.enum(CONTRACT_CHANNELS, { error: 'validation.invalid' }),
});
export type SendContractInput = z.infer<typeof sendContractBody>;

/** The borrower as a contract needs them (spec §3's customer: language, fax, bank details). */
export interface ContractParty {
  language: string | null;
  province: string | null;
  email: string | null;
  fax: string | null;
  bankTransit: string | null;
  bankInstitution: string | null;
  bankAccount: string | null;
}

/** A requirement not met, said as the server's refusal: an `errors.*` key and its parameters. */
export interface ContractRefusal {
  key: string;
  params?: Record<string, string>;
}

const present = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

/**
 * A fax number a North American provider dials: ten digits (an optional leading 1), the area code
 * and the exchange each starting with 2–9 (the NANP's rule).
 */
export function isNorthAmericanNumber(text: string): boolean {
  const digits = phoneDigits(text);
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(digits);
}

/**
 * Spec §5: "Contract sending requires banking info and client language. Institution number must
 * exist" — plus where the channel sends it (an email address for email and e-signature, a fax
 * number for fax). Every requirement not met, in the order an agent fixes them; none means it can go.
 */
export function contractRefusals(party: ContractParty, channel: ContractChannel): ContractRefusal[] {
  const refusals: ContractRefusal[] = [];
  if (!present(party.bankTransit) || !present(party.bankInstitution) || !present(party.bankAccount)) {
    refusals.push({ key: 'CONTRACT_BANKING_INFO_REQUIRED' });
  } else if (!isKnownInstitutionNumber(party.bankInstitution!.trim())) {
    refusals.push({ key: 'INSTITUTION_NUMBER_NOT_FOUND', params: { number: party.bankInstitution!.trim() } });
  }
  if (party.language !== 'fr' && party.language !== 'en') refusals.push({ key: 'CONTRACT_LANGUAGE_REQUIRED' });
  if (channel === 'FAX') {
    if (!present(party.fax)) refusals.push({ key: 'CONTRACT_FAX_REQUIRED' });
    else if (!isNorthAmericanNumber(party.fax!))
      refusals.push({ key: 'CONTRACT_FAX_INVALID', params: { fax: party.fax! } });
  } else if (!present(party.email)) {
    refusals.push({ key: 'CONTRACT_EMAIL_REQUIRED' });
  }
  return refusals;
}

/** Where a channel sends the contract: the customer's email (email, e-signature) or fax number. */
export function contractDestination(
  party: Pick<ContractParty, 'email' | 'fax'>,
  channel: ContractChannel,
): string | null {
  const value = channel === 'FAX' ? party.fax : party.email;
  return present(value) ? value!.trim() : null;
}

/**
 * The languages of the contract, in the order the document gives them.
 *
 * Quebec: the Charter of the French Language (s. 55, as amended by Bill 96, in force 1 June 2023)
 * requires a contract of adhesion — a consumer loan is one — to be remitted in French first; the
 * parties may be bound by another language only at the borrower's express wish, once the French
 * version was given. So a Quebec customer gets the French contract, and one who chose English gets
 * one document with the French version first and the English version after it: the French is
 * remitted first, and the English the customer asked for comes in the same envelope (a second
 * sending would only delay the loan).
 * Elsewhere in Canada the contract is in the customer's language.
 */
export function contractLanguages(party: Pick<ContractParty, 'language' | 'province'>): ContractLanguage[] {
  const language: ContractLanguage = party.language === 'en' ? 'en' : 'fr';
  if (party.province === 'QC') return language === 'en' ? ['fr', 'en'] : ['fr'];
  return [language];
}

/** The languages as the envelope records them ("fr", "en", "fr+en"). */
export const languagesCode = (languages: readonly ContractLanguage[]) => languages.join('+');

/**
 * The e-signature's check of the typed name: the borrower's name as the contract shows it, read
 * without case, accents, hyphens or extra spaces ("jean-francois  TREMBLAY" signs for Jean-François Tremblay).
 */
export function isSignerNameOf(typed: string, borrowerName: string): boolean {
  const norm = (text: string) =>
    foldText(text)
      .replace(/[-'’.]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  return norm(typed) !== '' && norm(typed) === norm(borrowerName);
}

/** A payment line as the loan screen sends it (server/features/loans/loanDetail.ts), the parts a contract reads. */
export interface ContractLine {
  number: number;
  kind: string;
  date: string;
  amount: number;
  interest: number;
  capital: number;
  membershipFee: number;
  fees: number;
  balance: number;
  status: string;
}

/** The lines a contract lists: the schedule's debits still part of it (not cancelled, removed or deferred to another line). */
export const contractSchedule = <L extends ContractLine>(lines: readonly L[]): L[] =>
  lines.filter(
    (line) =>
      line.kind === 'SCHEDULED' && (line.status === 'SCHEDULED' || line.status === 'PAID' || line.status === 'NSF'),
  );

/**
 * The cost-of-credit disclosure of the schedule: what the borrower repays in all, and the cost of
 * credit, everything beyond the amount received (interest, brokerage and membership fees) — the
 * same reckoning as domain/loanSchedule.ts's totalCost.
 */
export function contractTotals(amountReceived: number, lines: readonly ContractLine[]) {
  const schedule = contractSchedule(lines);
  const totalPayments = schedule.reduce((sum, line) => sum + line.amount, 0);
  return {
    totalPayments,
    totalInterest: schedule.reduce((sum, line) => sum + line.interest, 0),
    totalMembershipFees: schedule.reduce((sum, line) => sum + line.membershipFee, 0),
    costOfCredit: totalPayments - amountReceived,
    regularPayment: schedule[0]?.amount ?? 0,
  };
}

/** A contract envelope as the loan screen lists it (and what a send answers). */
export const contractEnvelopeView = z.object({
  id: z.string(),
  loanId: z.number().int(),
  channel: z.enum(CONTRACT_CHANNELS),
  language: z.string(),
  destination: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  sentAt: z.iso.datetime(),
  sentBy: z.string().nullable(),
  expiresAt: z.iso.datetime().nullable(),
  signedAt: z.iso.datetime().nullable(),
  signerName: z.string().nullable(),
  error: z.string().nullable(),
});
export type ContractEnvelopeView = z.infer<typeof contractEnvelopeView>;

const contractRefusal = z.object({ key: z.string(), params: z.record(z.string(), z.string()).optional() });
const channelReadiness = z.object({ destination: z.string().nullable(), refusals: z.array(contractRefusal) });

/** What the send-contract dialog shows before sending: where each channel goes and what is missing. */
export const contractReadinessAnswer = z.object({
  languages: z.array(z.enum(['fr', 'en'])),
  channels: z.object({ EMAIL: channelReadiness, FAX: channelReadiness, ESIGN: channelReadiness }),
});
export type ContractReadiness = z.infer<typeof contractReadinessAnswer>;

export function contractReadiness(party: ContractParty): ContractReadiness {
  const channel = (name: ContractChannel) => ({
    destination: contractDestination(party, name),
    refusals: contractRefusals(party, name),
  });
  return {
    languages: contractLanguages(party),
    channels: { EMAIL: channel('EMAIL'), FAX: channel('FAX'), ESIGN: channel('ESIGN') },
  };
}
