import { eq, inArray } from 'drizzle-orm';
import type { CreateMessageTemplateInput, MessageFrame } from '../../../domain/messageTemplates';
import type { Db } from '../client';
import { configurationSections, messageTemplates } from '../schema';

type DefaultTemplate = CreateMessageTemplateInput & { code: string };

/**
 * The templates a lender starts with, in both languages: the three the product sends itself
 * (payment reminder, IBV link, contract) and the letters agents send most.
 */
export const DEFAULT_TEMPLATES: DefaultTemplate[] = [
  {
    code: 'PAYMENT_REMINDER',
    title: 'Rappel de paiement',
    description: 'Envoyé quelques jours avant un prélèvement / Sent a few days before a withdrawal',
    emailSubjectFr: 'Rappel : paiement de {{amountDue}} le {{dueDate}}',
    emailSubjectEn: 'Reminder: payment of {{amountDue}} on {{dueDate}}',
    emailBodyFr:
      '<p>Nous vous rappelons que votre prochain paiement de <strong>{{amountDue}}</strong> sera prélevé le <strong>{{dueDate}}</strong> ({{provider}}).</p>' +
      '<p>Assurez-vous que les fonds sont disponibles dans votre compte afin d’éviter des frais de paiement refusé.</p>',
    emailBodyEn:
      '<p>This is a reminder that your next payment of <strong>{{amountDue}}</strong> will be withdrawn on <strong>{{dueDate}}</strong> ({{provider}}).</p>' +
      '<p>Please make sure the funds are available in your account to avoid NSF fees.</p>',
    smsFr: '{{companyName}} : votre paiement de {{amountDue}} sera preleve le {{dueDate}}. Merci!',
    smsEn: '{{companyName}}: your payment of {{amountDue}} will be withdrawn on {{dueDate}}. Thank you!',
    emailEnabled: true,
    smsEnabled: true,
  },
  {
    code: 'IBV_REQUEST',
    title: 'Vérification bancaire (IBV)',
    description: 'Lien sécurisé pour lier le compte bancaire / Secure link to connect the bank account',
    emailSubjectFr: 'Vérification de votre compte bancaire',
    emailSubjectEn: 'Verify your bank account',
    emailBodyFr:
      '<p>Pour poursuivre l’analyse de votre demande, nous devons vérifier votre compte bancaire.</p>' +
      '<p><a href="{{ibvLink}}">Cliquez ici pour vérifier votre compte de façon sécurisée</a>. La vérification prend environ deux minutes.</p>' +
      '<p>Vos identifiants bancaires ne nous sont jamais transmis.</p>',
    emailBodyEn:
      '<p>To continue reviewing your application, we need to verify your bank account.</p>' +
      '<p><a href="{{ibvLink}}">Click here to verify your account securely</a>. It takes about two minutes.</p>' +
      '<p>Your banking credentials are never shared with us.</p>',
    smsFr: '{{companyName}} : verifiez votre compte bancaire pour poursuivre votre demande : {{ibvLink}}',
    smsEn: '{{companyName}}: verify your bank account to continue your application: {{ibvLink}}',
    emailEnabled: true,
    smsEnabled: true,
  },
  {
    code: 'CONTRACT_EMAIL',
    title: 'Contrat de prêt',
    description: 'Accompagne le contrat PDF / Carries the contract PDF',
    emailSubjectFr: 'Votre contrat de prêt de {{loanAmount}}',
    emailSubjectEn: 'Your {{loanAmount}} loan contract',
    emailBodyFr:
      '<p>Vous trouverez ci-joint votre contrat de prêt de <strong>{{loanAmount}}</strong>.</p>' +
      '<p>Veuillez le lire attentivement, le signer et nous le retourner à <a href="mailto:{{documentEmail}}">{{documentEmail}}</a>.</p>',
    emailBodyEn:
      '<p>Please find attached your <strong>{{loanAmount}}</strong> loan contract.</p>' +
      '<p>Read it carefully, sign it and send it back to <a href="mailto:{{documentEmail}}">{{documentEmail}}</a>.</p>',
    smsFr: '',
    smsEn: '',
    emailEnabled: true,
    smsEnabled: false,
  },
  {
    code: 'NSF_NOTICE',
    title: 'Avis de paiement refusé (NSF)',
    description: 'Après un prélèvement retourné sans provision / After a withdrawal returned NSF',
    emailSubjectFr: 'Paiement refusé par votre institution financière',
    emailSubjectEn: 'Payment returned by your financial institution',
    emailBodyFr:
      '<p>Votre paiement de <strong>{{amountDue}}</strong> a été refusé par votre institution financière (fonds insuffisants).</p>' +
      '<p>Des frais de paiement refusé ont été ajoutés à votre dossier. Le solde de votre prêt est de <strong>{{balance}}</strong>.</p>' +
      '<p>Communiquez avec nous rapidement pour convenir d’une entente de paiement.</p>',
    emailBodyEn:
      '<p>Your payment of <strong>{{amountDue}}</strong> was returned by your financial institution (insufficient funds).</p>' +
      '<p>An NSF fee was added to your file. Your loan balance is <strong>{{balance}}</strong>.</p>' +
      '<p>Please contact us promptly to arrange a payment agreement.</p>',
    smsFr: '{{companyName}} : votre paiement a ete refuse (NSF). Appelez-nous pour une entente. {{contactEmail}}',
    smsEn: '{{companyName}}: your payment was returned NSF. Please contact us to make an arrangement. {{contactEmail}}',
    emailEnabled: true,
    smsEnabled: true,
  },
  {
    code: 'AGREEMENT_CONFIRMATION',
    title: 'Confirmation d’entente de paiement',
    description: 'Après une entente conclue au recouvrement / After a payment agreement made in collections',
    emailSubjectFr: 'Confirmation de votre entente de paiement',
    emailSubjectEn: 'Your payment agreement',
    emailBodyFr:
      '<p>Nous confirmons l’entente de paiement conclue avec vous pour votre prêt de {{loanAmount}}.</p>' +
      '<p>Votre prochain paiement de <strong>{{amountDue}}</strong> est prévu le <strong>{{dueDate}}</strong>.</p>' +
      '<p>Chaque paiement doit être fait à sa date : un paiement manqué met fin à l’entente. Pour toute question, écrivez-nous à {{contactEmail}}.</p>',
    emailBodyEn:
      '<p>This confirms the payment agreement made with you for your {{loanAmount}} loan.</p>' +
      '<p>Your next payment of <strong>{{amountDue}}</strong> is due on <strong>{{dueDate}}</strong>.</p>' +
      '<p>Each payment must be made on its date: a missed payment ends the agreement. For any question, write to us at {{contactEmail}}.</p>',
    smsFr: '{{companyName}} : entente de paiement confirmee. Prochain paiement : {{amountDue}} le {{dueDate}}.',
    smsEn: '{{companyName}}: payment agreement confirmed. Next payment: {{amountDue}} on {{dueDate}}.',
    emailEnabled: true,
    smsEnabled: true,
  },
  {
    code: 'RENEWAL_OFFER',
    title: 'Offre de renouvellement',
    description: 'Depuis le rapport des renouvellements / From the renewals report',
    emailSubjectFr: 'Votre prêt tire à sa fin : renouvelez-le',
    emailSubjectEn: 'Your loan is nearly repaid: renew it',
    emailBodyFr:
      '<p>Bonjour {{clientFirstName}},</p>' +
      '<p>Votre prêt de {{loanAmount}} est presque remboursé : il reste <strong>{{balance}}</strong> à payer.</p>' +
      '<p>Vous pouvez dès maintenant demander un nouveau prêt : {{applicationForm}}. Pour toute question, écrivez-nous à {{contactEmail}}.</p>',
    emailBodyEn:
      '<p>Hello {{clientFirstName}},</p>' +
      '<p>Your {{loanAmount}} loan is nearly repaid: <strong>{{balance}}</strong> is left to pay.</p>' +
      '<p>You may apply for a new loan now: {{applicationForm}}. For any question, write to us at {{contactEmail}}.</p>',
    smsFr: '{{companyName}} : votre pret est presque rembourse. Renouvelez-le : {{applicationForm}}',
    smsEn: '{{companyName}}: your loan is nearly repaid. Renew it: {{applicationForm}}',
    emailEnabled: true,
    smsEnabled: true,
  },
  {
    code: 'BALANCE_NOTICE',
    title: 'Solde du prêt',
    description: 'Le solde et le prochain paiement / The balance and the next payment',
    emailSubjectFr: 'Le solde de votre prêt',
    emailSubjectEn: 'Your loan balance',
    emailBodyFr:
      '<p>Le solde de votre prêt de {{loanAmount}} est de <strong>{{balance}}</strong>.</p>' +
      '<table><tbody><tr><th>Prochain paiement</th><td>{{amountDue}}</td></tr><tr><th>Date</th><td>{{dueDate}}</td></tr></tbody></table>' +
      '<p>Pour rembourser votre prêt par anticipation, communiquez avec nous.</p>',
    emailBodyEn:
      '<p>The balance of your {{loanAmount}} loan is <strong>{{balance}}</strong>.</p>' +
      '<table><tbody><tr><th>Next payment</th><td>{{amountDue}}</td></tr><tr><th>Date</th><td>{{dueDate}}</td></tr></tbody></table>' +
      '<p>To repay your loan early, please contact us.</p>',
    smsFr:
      '{{companyName}} : le solde de votre pret est de {{balance}}. Prochain paiement : {{amountDue}} le {{dueDate}}.',
    smsEn: '{{companyName}}: your loan balance is {{balance}}. Next payment: {{amountDue}} on {{dueDate}}.',
    emailEnabled: true,
    smsEnabled: true,
  },
  {
    code: 'WELCOME',
    title: 'Bienvenue',
    description: 'Après le dépôt du prêt / After the loan is deposited',
    emailSubjectFr: 'Bienvenue chez {{companyName}}',
    emailSubjectEn: 'Welcome to {{companyName}}',
    emailBodyFr:
      '<p>Votre prêt de <strong>{{loanAmount}}</strong> a été déposé. Merci de votre confiance!</p>' +
      '<p>Votre premier paiement de {{amountDue}} sera prélevé le {{dueDate}}.</p>',
    emailBodyEn:
      '<p>Your <strong>{{loanAmount}}</strong> loan has been deposited. Thank you for choosing us!</p>' +
      '<p>Your first payment of {{amountDue}} will be withdrawn on {{dueDate}}.</p>',
    smsFr: '',
    smsEn: '',
    emailEnabled: true,
    smsEnabled: false,
  },
  {
    code: 'DOCUMENTS_REQUEST',
    title: 'Documents manquants',
    description: 'Demande de pièces justificatives / Request for supporting documents',
    emailSubjectFr: 'Documents requis pour votre demande',
    emailSubjectEn: 'Documents needed for your application',
    emailBodyFr:
      '<p>Pour compléter votre demande, veuillez nous faire parvenir :</p><ul><li>votre dernier relevé de paie;</li><li>un spécimen de chèque.</li></ul>' +
      '<p>Envoyez-les à <a href="mailto:{{documentEmail}}">{{documentEmail}}</a>.</p>',
    emailBodyEn:
      '<p>To complete your application, please send us:</p><ul><li>your latest pay stub;</li><li>a void cheque.</li></ul>' +
      '<p>Send them to <a href="mailto:{{documentEmail}}">{{documentEmail}}</a>.</p>',
    smsFr: '{{companyName}} : des documents manquent a votre demande. Envoyez-les a {{documentEmail}}.',
    smsEn: '{{companyName}}: documents are missing from your application. Please send them to {{documentEmail}}.',
    emailEnabled: true,
    smsEnabled: true,
  },
];

/** The header and footer every email starts with; the lender's details only in demo mode. */
export function defaultMessageFrame(demo: boolean): MessageFrame {
  return {
    headerFr: '<p>Bonjour {{clientFirstName}} {{clientLastName}},</p>',
    headerEn: '<p>Hello {{clientFirstName}} {{clientLastName}},</p>',
    footerFr:
      '<p>Merci de votre confiance,<br />L’équipe {{companyName}}</p><p>Des questions? Écrivez-nous à <a href="mailto:{{contactEmail}}">{{contactEmail}}</a>.</p>',
    footerEn:
      '<p>Thank you for your trust,<br />The {{companyName}} team</p><p>Questions? Write to us at <a href="mailto:{{contactEmail}}">{{contactEmail}}</a>.</p>',
    contactEmail: demo ? 'info@pretsguichet.ca' : '',
    documentEmail: demo ? 'documents@pretsguichet.ca' : '',
    phone: demo ? '1 855 555-0142' : '',
    website: demo ? 'https://www.pretsguichet.ca' : '',
    applicationForm: demo ? 'https://www.pretsguichet.ca/demande' : '',
  };
}

/**
 * Every start: adds each default template whose code was never used (one an administrator deleted
 * stays deleted), and the header and footer when none were ever saved. Idempotent.
 */
export async function seedMessageTemplates(db: Db, demo: boolean): Promise<void> {
  const codes = DEFAULT_TEMPLATES.map((template) => template.code);
  const known = new Set(
    (
      await db
        .select({ code: messageTemplates.code })
        .from(messageTemplates)
        .where(inArray(messageTemplates.code, codes))
    ).map((row) => row.code),
  );
  const missing = DEFAULT_TEMPLATES.filter((template) => !known.has(template.code));
  if (missing.length > 0) await db.insert(messageTemplates).values(missing).onConflictDoNothing();
  const [frame] = await db
    .select({ section: configurationSections.section })
    .from(configurationSections)
    .where(eq(configurationSections.section, 'messageFrame'));
  if (!frame)
    await db
      .insert(configurationSections)
      .values({ section: 'messageFrame', value: defaultMessageFrame(demo) })
      .onConflictDoNothing();
}
