/*
 * The reasons a bank gives for sending an EFT item back (Payments Canada, Standard 007, return
 * reason codes — the list @cityssm/cpa-codes carries), with what each says of the borrower's
 * account and its words in both languages: the one list the loans' returns, the sandbox providers,
 * the screens and the README read. No I/O.
 */

/** What a return says of the borrower's account (the collection reason it puts on the loan). */
export type ReturnCategory =
  'NSF' | 'ACCOUNT_CLOSED' | 'INVALID_ACCOUNT' | 'PAYMENT_STOPPED' | 'NO_AGREEMENT' | 'OTHER';

export interface ReturnReason {
  category: ReturnCategory;
  fr: string;
  en: string;
}

export const RETURN_REASONS = {
  '900': { category: 'OTHER', fr: 'Rejet à la validation', en: 'Edit reject' },
  '901': { category: 'NSF', fr: 'Provision insuffisante (NSF)', en: 'Non-sufficient funds (NSF)' },
  '902': { category: 'INVALID_ACCOUNT', fr: 'Compte introuvable', en: 'Account not found' },
  '903': { category: 'PAYMENT_STOPPED', fr: 'Paiement arrêté ou rappelé', en: 'Payment stopped or recalled' },
  '905': { category: 'ACCOUNT_CLOSED', fr: 'Compte fermé', en: 'Account closed' },
  '907': { category: 'OTHER', fr: 'Aucun débit permis', en: 'No debit allowed' },
  // Money that did not clear is money the account did not have.
  '908': { category: 'NSF', fr: 'Fonds non compensés', en: 'Funds not cleared' },
  '909': { category: 'OTHER', fr: 'Devise ou compte incompatible', en: 'Currency or account mismatch' },
  '910': { category: 'OTHER', fr: 'Payeur ou bénéficiaire décédé', en: 'Payor or payee deceased' },
  '911': { category: 'OTHER', fr: 'Compte gelé', en: 'Account frozen' },
  '912': {
    category: 'INVALID_ACCOUNT',
    fr: 'Numéro de compte invalide ou erroné',
    en: 'Invalid or incorrect account number',
  },
  '914': { category: 'OTHER', fr: 'Nom du payeur ou du bénéficiaire erroné', en: 'Incorrect payor or payee name' },
  '915': { category: 'NO_AGREEMENT', fr: "Aucune entente n'existait", en: 'No agreement existed' },
  '916': {
    category: 'NO_AGREEMENT',
    fr: "Non conforme à l'entente (particulier)",
    en: 'Not according to agreement (personal)',
  },
  // A revoked agreement stops the payments as a stop-payment does.
  '917': { category: 'PAYMENT_STOPPED', fr: 'Entente révoquée (particulier)', en: 'Agreement revoked (personal)' },
  '918': {
    category: 'NO_AGREEMENT',
    fr: 'Aucune confirmation ni préavis (particulier)',
    en: 'No confirmation or pre-notification (personal)',
  },
  '919': {
    category: 'NO_AGREEMENT',
    fr: "Non conforme à l'entente (entreprise)",
    en: 'Not according to agreement (business)',
  },
  '920': { category: 'PAYMENT_STOPPED', fr: 'Entente révoquée (entreprise)', en: 'Agreement revoked (business)' },
  '921': {
    category: 'NO_AGREEMENT',
    fr: 'Aucune confirmation ni préavis (entreprise)',
    en: 'No confirmation or pre-notification (business)',
  },
  '922': { category: 'OTHER', fr: 'Retour à la demande du client', en: 'Customer-initiated return' },
  '990': { category: 'OTHER', fr: 'Institution en défaut', en: 'Institution in default' },
} as const satisfies Record<string, ReturnReason>;

export type ReturnReasonCode = keyof typeof RETURN_REASONS;

export const isReturnReasonCode = (code: string): code is ReturnReasonCode => Object.hasOwn(RETURN_REASONS, code);

/** Every code's words in one language, as the message catalogues hold them (resources.deposits.returnCodes). */
export const returnReasonLabels = (language: 'fr' | 'en') =>
  Object.fromEntries(Object.entries(RETURN_REASONS).map(([code, reason]) => [code, reason[language]])) as Record<
    ReturnReasonCode,
    string
  >;
