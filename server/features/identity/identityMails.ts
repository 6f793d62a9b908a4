import type { MailMessage } from '../outbox/mail';

export type Language = 'fr' | 'en';

/** The server renders emails in the recipient's language (the `Language` header for the caller). */
export const languageOf = (value: string | undefined): Language =>
  value?.toLowerCase().startsWith('en') ? 'en' : 'fr';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** The forms a secret takes in a message's text and HTML, all masked in the outbox. */
const secretForms = (secret: string) => [
  ...new Set([secret, encodeURIComponent(secret), escapeHtml(secret), escapeHtml(encodeURIComponent(secret))]),
];

export function passwordResetMail(to: string, link: string, token: string, language: Language): MailMessage {
  const text =
    language === 'en'
      ? `Hello,\n\nTo choose a new Guichet password, open this link within one hour:\n${link}\n\nIf you did not ask for it, ignore this message: your password stays the same.`
      : `Bonjour,\n\nPour choisir un nouveau mot de passe Guichet, ouvrez ce lien d'ici une heure :\n${link}\n\nSi vous n'avez rien demandé, ignorez ce message : votre mot de passe reste le même.`;
  return {
    to,
    subject: language === 'en' ? 'Reset your Guichet password' : 'Réinitialisez votre mot de passe Guichet',
    text,
    html: `<p>${escapeHtml(text)
      .replace(/\n/g, '<br>')
      .replace(escapeHtml(link), `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`)}</p>`,
    secrets: secretForms(token),
  };
}

export function newPasswordMail(to: string, password: string, loginUrl: string, language: Language): MailMessage {
  const text =
    language === 'en'
      ? `Hello,\n\nAn administrator gave you a new Guichet password: ${password}\nSign in at ${loginUrl} and change it from your user menu.`
      : `Bonjour,\n\nUn administrateur vous a attribué un nouveau mot de passe Guichet : ${password}\nConnectez-vous à ${loginUrl} et changez-le depuis votre menu utilisateur.`;
  return {
    to,
    subject: language === 'en' ? 'Your new Guichet password' : 'Votre nouveau mot de passe Guichet',
    text,
    html: `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`,
    secrets: secretForms(password),
  };
}

/** Issue 35: an administrator removed the user's second factors; told, in case it was not asked for. */
export function factorsResetMail(to: string, loginUrl: string, language: Language): MailMessage {
  const text =
    language === 'en'
      ? `Hello,\n\nAn administrator removed your second factors (authenticator app, passkeys, recovery codes) from Guichet. Sign in at ${loginUrl} with your password to enrol a new one.\n\nIf you did not ask for it, tell your administrator at once.`
      : `Bonjour,\n\nUn administrateur a retiré vos seconds facteurs (application d'authentification, clés d'accès, codes de récupération) de Guichet. Connectez-vous à ${loginUrl} avec votre mot de passe pour en inscrire un nouveau.\n\nSi vous n'avez rien demandé, avisez votre administrateur sans tarder.`;
  return {
    to,
    subject:
      language === 'en' ? 'Your Guichet second factors were removed' : 'Vos seconds facteurs Guichet ont été retirés',
    text,
    html: `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`,
  };
}
