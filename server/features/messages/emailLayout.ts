import { escapeHtml } from '../../../domain/messagePlaceholders';

/** The content id the company logo travels under, inline in the email. */
export const LOGO_CID = 'company-logo';

export interface EmailParts {
  language: 'fr' | 'en';
  companyName: string;
  /** `cid:company-logo` in a sent email, a data: URL in a preview; null without a logo. */
  logoSrc: string | null;
  /** Sanitized HTML, placeholders already filled. */
  header: string;
  body: string;
  footer: string;
}

const FONT = 'font-family:Arial,Helvetica,sans-serif;color:#1f2933;font-size:15px;line-height:1.5';

/**
 * One email as mail clients read it: a centred 600-pixel card with the company's logo and name,
 * the header, the message, then the footer in small print. Tables and inline styles, since most
 * clients ignore style sheets.
 */
export function composeEmailHtml(parts: EmailParts): string {
  const name = escapeHtml(parts.companyName);
  const logo = parts.logoSrc
    ? `<img src="${escapeHtml(parts.logoSrc)}" alt="${name}" height="48" style="height:48px;max-width:200px;vertical-align:middle;margin-right:12px;border:0">`
    : '';
  const row = (content: string, style: string) =>
    content.trim() ? `<tr><td style="${style}">${content}</td></tr>` : '';
  return [
    `<!DOCTYPE html><html lang="${parts.language}"><head><meta charset="utf-8"><title>${name}</title></head>`,
    `<body style="margin:0;padding:0;background:#f3f4f6">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6"><tr><td align="center" style="padding:24px 8px">`,
    `<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:6px;${FONT}">`,
    `<tr><td style="padding:20px 24px;border-bottom:1px solid #e5e7eb">${logo}<span style="font-size:20px;font-weight:bold;vertical-align:middle">${name}</span></td></tr>`,
    row(parts.header, 'padding:16px 24px 0'),
    row(parts.body, 'padding:16px 24px'),
    row(parts.footer, 'padding:16px 24px;border-top:1px solid #e5e7eb;color:#52606d;font-size:12px'),
    `</table></td></tr></table></body></html>`,
  ].join('');
}
