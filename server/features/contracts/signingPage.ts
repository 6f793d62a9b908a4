import { contractSchedule, contractTotals } from '../../../domain/contracts';
import { escapeHtml } from '../../../domain/messagePlaceholders';
import { translate } from '../../../i18n/translate';
import { LANGUAGES, type Language } from '../../../i18n/types';
import { formatMoney } from '../../../domain/money';
import type { LoanDetail } from '../loans/loanDetail';
import type { SigningProblem } from './contractSigning';
import { formatPercent } from '../../../domain/percent';

/**
 * The customer's signing page, rendered by the server: no script (the CSP allows none inline, and
 * a signature should not depend on one), inline styles only, every value escaped.
 */

const STYLE = `
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f5f7;color:#1f2933;margin:0;padding:24px}
main{max-width:640px;margin:0 auto;background:#fff;border-radius:8px;padding:24px 32px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:1.5rem;margin-top:0}dl{display:grid;grid-template-columns:1fr auto;gap:6px 16px}dt{color:#52606d}dd{margin:0;font-weight:600;text-align:right}
label{display:block;margin-top:16px}input[type=text]{width:100%;box-sizing:border-box;padding:8px;font-size:1rem;margin-top:4px}
.check{display:flex;gap:8px;align-items:center}.help{color:#52606d;font-size:.9rem}.error{color:#b00020;font-weight:600}
button{margin-top:20px;padding:10px 20px;font-size:1rem;background:#1565c0;color:#fff;border:0;border-radius:4px;cursor:pointer}
nav{text-align:right}a{color:#1565c0}`;

function page(language: Language, title: string, body: string): string {
  return (
    `<!doctype html><html lang="${language === 'fr' ? 'fr-CA' : 'en-CA'}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`
  );
}

const longDate = (instant: Date, language: Language) =>
  new Intl.DateTimeFormat(language === 'fr' ? 'fr-CA' : 'en-CA', {
    dateStyle: 'long',
    timeZone: 'America/Toronto',
  }).format(instant);
const longDateTime = (instant: Date, language: Language) =>
  new Intl.DateTimeFormat(language === 'fr' ? 'fr-CA' : 'en-CA', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'America/Toronto',
  }).format(instant);

export interface SigningPageInput {
  language: Language;
  token: string;
  companyName: string;
  loan: LoanDetail;
  envelope: { signedAt: Date | null; expiresAt: Date | null };
  problem?: SigningProblem;
  typedName?: string;
}

/** The page of an envelope still to sign (with its form) or already signed (its date). */
export function renderSigningPage(input: SigningPageInput): string {
  const { language, loan, companyName } = input;
  const t = (key: string, params?: Record<string, string | number>) =>
    escapeHtml(translate(language, `resources.contracts.signing.${key}`, params));
  const money = (cents: number) => formatMoney(cents, language);
  const base = `/contracts/sign/${encodeURIComponent(input.token)}`;
  const other = language === 'fr' ? 'en' : 'fr';
  const nav = `<nav><a href="${base}?lang=${other}" lang="${other}">${t('otherLanguage')}</a></nav>`;

  if (input.envelope.signedAt) {
    const body =
      `${nav}<h1>${t('signedTitle')}</h1><p>${t('signedText', { number: loan.loanNumber, date: longDateTime(input.envelope.signedAt, language) })}</p>` +
      `<p><a href="${base}/pdf?lang=${language}">${t('viewPdf')}</a></p>`;
    return page(language, translate(language, 'resources.contracts.signing.signedTitle'), body);
  }

  const schedule = contractSchedule(loan.payments);
  const totals = contractTotals(loan.amount, loan.payments);
  const frequency = translate(language, `statement.frequencies.${loan.frequency}`).toLowerCase();
  const rows: [string, string][] = [
    [t('borrower'), escapeHtml(loan.customerName)],
    [t('amount'), escapeHtml(money(loan.amount))],
    [t('payments'), t('paymentsValue', { count: schedule.length, frequency, amount: money(totals.regularPayment) })],
    [t('firstPaymentDate'), escapeHtml(schedule[0]?.date ?? '—')],
    [t('apr'), escapeHtml(formatPercent(loan.apr, language))],
    [t('costOfCredit'), escapeHtml(money(totals.costOfCredit))],
  ];
  const problem = input.problem
    ? `<p class="error" role="alert">${t(input.problem, { name: loan.customerName })}</p>`
    : '';
  const expires = input.envelope.expiresAt
    ? `<p class="help">${t('expiresOn', { date: longDate(input.envelope.expiresAt, language) })}</p>`
    : '';
  const body =
    `${nav}<h1>${t('title')}</h1>` +
    `<p>${t('intro', { company: companyName, number: loan.loanNumber })}</p>` +
    `<dl>${rows.map(([label, value]) => `<dt>${label}</dt><dd>${value}</dd>`).join('')}</dl>` +
    `<p><a href="${base}/pdf?lang=${language}" target="_blank" rel="noopener">${t('viewPdf')}</a></p>` +
    `<form method="post" action="${base}">${problem}` +
    `<input type="hidden" name="lang" value="${language}">` +
    `<label for="fullName">${t('fullName')}</label>` +
    `<input type="text" id="fullName" name="fullName" autocomplete="name" required maxlength="200" value="${escapeHtml(input.typedName ?? '')}" aria-describedby="fullNameHelp">` +
    `<p class="help" id="fullNameHelp">${t('fullNameHelp', { name: loan.customerName })}</p>` +
    `<label class="check"><input type="checkbox" name="agree" value="yes" required> ${t('agree')}</label>` +
    `<button type="submit">${t('submit')}</button></form>${expires}`;
  return page(language, translate(language, 'resources.contracts.signing.title'), body);
}

/** An unknown link (404) or one no longer valid (410): said in both languages, since whose it was is not known. */
export function renderClosedPage(kind: 'notFound' | 'gone'): string {
  const sections = LANGUAGES.map((language) => {
    const t = (part: 'Title' | 'Text') => escapeHtml(translate(language, `resources.contracts.signing.${kind}${part}`));
    return `<section lang="${language === 'fr' ? 'fr-CA' : 'en-CA'}"><h1>${t('Title')}</h1><p>${t('Text')}</p></section>`;
  });
  return page('fr', translate('fr', `resources.contracts.signing.${kind}Title`), sections.join('<hr>'));
}
