import { escapeHtml } from '../../../domain/messagePlaceholders';
import { translate } from '../../../i18n/translate';
import type { Language } from '../../../i18n/types';
import type { IbvPage, IbvPageState } from './ibvCompletion';

/**
 * The customer's IBV page: no script at all (its CSP allows inline styles only), both languages on
 * one page (the customer's first), and a plain form that posts back to the same address.
 */
export const IBV_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

const STYLE = `
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;background:#f4f6f8;color:#1c2430}
main{max-width:560px;margin:40px auto;background:#fff;border-radius:8px;padding:32px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:1.4rem;margin:0 0 16px}
.other{color:#5b6675;font-size:.9rem;margin-top:4px}
fieldset{border:1px solid #d0d7de;border-radius:6px;margin:24px 0;padding:12px 16px}
label{display:block;padding:8px 0;cursor:pointer}
button{background:#1565c0;color:#fff;border:0;border-radius:4px;padding:12px 20px;font-size:1rem;cursor:pointer}
.state{padding:12px 16px;border-radius:6px;background:#e8f0fe}
.state.bad{background:#fdecea}
`;

const STATUS_CODE: Record<IbvPageState, number> = {
  open: 200,
  completed: 200,
  failed: 200,
  expired: 410,
  replaced: 410,
  unknown: 404,
};
export const ibvPageStatus = (page: IbvPage) => STATUS_CODE[page.state];

/** A text in the customer's language, then the same in the other. */
function bilingual(page: IbvPage, key: string, params: Record<string, string> = {}, tag = 'p'): string {
  const other: Language = page.language === 'fr' ? 'en' : 'fr';
  const say = (language: Language) => escapeHtml(translate(language, `resources.notifications.ibvPage.${key}`, params));
  return `<${tag} lang="${page.language}">${say(page.language)}</${tag}><p class="other" lang="${other}">${say(other)}</p>`;
}

function body(page: IbvPage): string {
  const name = { firstName: page.firstName ?? '' };
  switch (page.state) {
    case 'open': {
      const choices = page.banks
        .map(
          (bank, index) =>
            `<label><input type="radio" name="bank" value="${escapeHtml(bank.id)}"${index === 0 ? ' checked' : ''} required> ${escapeHtml(bank.name)}</label>`,
        )
        .join('');
      return `${bilingual(page, 'greeting', name)}${bilingual(page, 'intro')}
<form method="post"><fieldset><legend>${escapeHtml(translate(page.language, 'resources.notifications.ibvPage.chooseBank'))}</legend>${choices}</fieldset>
<button type="submit">${escapeHtml(translate(page.language, 'resources.notifications.ibvPage.link'))}</button></form>`;
    }
    case 'completed':
      return `<div class="state">${bilingual(page, 'completed', { institution: page.institution ?? '' })}</div>`;
    case 'failed':
      return `<div class="state bad">${bilingual(page, 'failed')}</div>`;
    default:
      return `<div class="state bad">${bilingual(page, page.state)}</div>`;
  }
}

export function renderIbvPage(page: IbvPage): string {
  const title = translate(page.language, 'resources.notifications.ibvPage.title');
  return `<!doctype html>
<html lang="${page.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${bilingual(page, 'title', {}, 'h1')}${body(page)}</main></body></html>`;
}
