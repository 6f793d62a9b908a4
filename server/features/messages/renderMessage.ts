import { renderPlaceholders, type Placeholder, type PlaceholderValues } from '../../../domain/messagePlaceholders';
import type { MessageFrame } from '../../../domain/messageTemplates';
import { countSmsSegments } from '../../../domain/smsSegments';
import { composeEmailHtml } from './emailLayout';
import { htmlToText, sanitizeEmailHtml } from './emailHtml';

type Language = 'fr' | 'en';

/** The texts of a template (saved or a draft), both languages. */
export interface TemplateTexts {
  emailSubjectFr: string;
  emailSubjectEn: string;
  emailBodyFr: string;
  emailBodyEn: string;
  smsFr: string;
  smsEn: string;
}

/** Everything around a template that a message is rendered with, for one language. */
export interface RenderSetting {
  language: Language;
  frame: MessageFrame;
  companyName: string;
  logoSrc: string | null;
  values: PlaceholderValues;
  /** What a value missing becomes (a preview names it); by default the placeholder stays as written. */
  missing?: (name: Placeholder) => string;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
  missing: Placeholder[];
}

export interface RenderedSms {
  text: string;
  segments: number;
  missing: Placeholder[];
}

const suffix = (language: Language) => (language === 'fr' ? 'Fr' : 'En');

/**
 * The email in one language: subject, then the company's card around header, body and footer.
 * Each part is sanitized again once filled in, so that no value (a link given by a caller) can
 * bring in what the editor would have refused.
 */
export function renderEmail(template: TemplateTexts, setting: RenderSetting): RenderedEmail {
  const { language, frame, values } = setting;
  const missing = new Set<Placeholder>();
  const fill = (text: string, html: boolean) => {
    const rendered = renderPlaceholders(text, values, language, { html, missing: setting.missing });
    rendered.missing.forEach((name) => missing.add(name));
    return html ? sanitizeEmailHtml(rendered.text) : rendered.text;
  };
  const subject = fill(template[`emailSubject${suffix(language)}`], false)
    .replace(/\s+/g, ' ')
    .trim();
  const header = fill(frame[`header${suffix(language)}`], true);
  const body = fill(template[`emailBody${suffix(language)}`], true);
  const footer = fill(frame[`footer${suffix(language)}`], true);
  const html = composeEmailHtml({
    language,
    companyName: setting.companyName,
    logoSrc: setting.logoSrc,
    header,
    body,
    footer,
  });
  const text = [setting.companyName, htmlToText(header), htmlToText(body), htmlToText(footer)]
    .filter(Boolean)
    .join('\n\n');
  return { subject, html, text, missing: [...missing] };
}

/** The SMS in one language: plain text, no header or footer (each part of a text message is paid for). */
export function renderSms(template: TemplateTexts, setting: RenderSetting): RenderedSms {
  const rendered = renderPlaceholders(template[`sms${suffix(setting.language)}`], setting.values, setting.language, {
    missing: setting.missing,
  });
  const text = rendered.text.trim();
  return { text, segments: countSmsSegments(text).segments, missing: rendered.missing };
}
