import type { PortalLanguage } from '../../../domain/portal';
import { PORTAL_CODE } from '../../../domain/portal';
import type { MailMessage } from '../outbox/mail';

/** The code's SMS, short enough for one segment, in the borrower's language. */
export function portalCodeSms(code: string, companyName: string, language: PortalLanguage): string {
  return language === 'en'
    ? `${companyName}: your sign-in code is ${code}. It expires in ${PORTAL_CODE.validMinutes} minutes. Never share it.`
    : `${companyName} : votre code de connexion est ${code}. Il expire dans ${PORTAL_CODE.validMinutes} minutes. Ne le partagez jamais.`;
}

/**
 * The code's email. With an SMTP server the outbox copy masks the code (whoever reads the outbox
 * must not be able to sign in as the borrower); without one the outbox is the only delivery there
 * is — a demonstration or a test — and the code stays readable there.
 */
export function portalCodeMail(
  to: string,
  code: string,
  companyName: string,
  language: PortalLanguage,
  maskInOutbox: boolean,
): MailMessage {
  const text =
    language === 'en'
      ? `Hello,\n\nYour code to sign in to your ${companyName} client space: ${code}\n\nIt is valid for ${PORTAL_CODE.validMinutes} minutes and can be used once. If you did not ask for it, ignore this message; nobody can sign in without the code.`
      : `Bonjour,\n\nVotre code pour accéder à votre espace client ${companyName} : ${code}\n\nIl est valide ${PORTAL_CODE.validMinutes} minutes et ne sert qu'une fois. Si vous ne l'avez pas demandé, ignorez ce message : personne ne peut se connecter sans ce code.`;
  return {
    to,
    subject: language === 'en' ? `Your ${companyName} sign-in code` : `Votre code de connexion ${companyName}`,
    text,
    html: `<p>${text
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/\n/g, '<br>')
      .replace(code, `<strong style="font-size:20px;letter-spacing:3px">${code}</strong>`)}</p>`,
    secrets: maskInOutbox ? [code] : [],
  };
}
