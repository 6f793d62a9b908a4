import { fullNameOf } from '../../../domain/customers';
import type { MessagePreview, PreviewMessageInput, RenderedMessage } from '../../../domain/messageTemplates';
import { translate } from '../../../i18n/translate';
import type { AppContext } from '../../context';
import { readMessageSetting, type MessageSetting } from './messageSetting';
import { renderEmail, renderSms, type TemplateTexts } from './renderMessage';

type Language = 'fr' | 'en';

/** A preview shows the logo inline: the browser cannot resolve the cid: a mail client would. */
const logoDataUrl = (logo: Buffer | undefined) => (logo ? `data:image/png;base64,${logo.toString('base64')}` : null);

function renderedIn(language: Language, texts: TemplateTexts, setting: MessageSetting): RenderedMessage {
  const common = {
    language,
    frame: setting.frame,
    companyName: setting.branding.companyName,
    logoSrc: logoDataUrl(setting.branding.logoPng),
    values: setting.valuesFor(language),
    // A value this customer has none of (or that only the sender knows) is shown by its name.
    missing: (name: string) => `[${translate(language, `resources.messageTemplates.placeholders.${name}`)}]`,
  };
  const email = renderEmail(texts, common);
  const sms = renderSms(texts, common);
  return {
    subject: email.subject,
    html: email.html,
    text: email.text,
    sms: sms.text,
    smsSegments: sms.segments,
    missing: [...new Set([...email.missing, ...sms.missing])],
  };
}

/**
 * A template as it is being typed, rendered in French and in English for a real customer (and the
 * loan named, else their latest): what the editor's preview panel shows side by side. Nothing is
 * saved or sent; placeholders the editor would refuse are left as written.
 */
export async function previewMessage(ctx: AppContext, input: PreviewMessageInput): Promise<MessagePreview> {
  const setting = await readMessageSetting(ctx.database.db, input.customerId, input.loanId);
  const texts: TemplateTexts = input;
  return {
    customer: { id: setting.customer.id, name: fullNameOf(setting.customer), language: setting.language },
    loan: setting.loan ? { id: setting.loan.id, loanNumber: setting.loan.loanNumber } : null,
    fr: renderedIn('fr', texts, setting),
    en: renderedIn('en', texts, setting),
  };
}
