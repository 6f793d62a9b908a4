import { describe, expect, it } from 'vitest';
import {
  TEMPLATE_TEXT_FIELDS,
  createMessageTemplateBody,
  placeholderErrors,
  placeholderProblemKey,
  sendCustomerMessageBody,
  updateMessageFrameBody,
  updateMessageTemplateBody,
} from './messageTemplates';

const complete = {
  title: 'Rappel',
  emailSubjectFr: 'Rappel de paiement',
  emailSubjectEn: 'Payment reminder',
  emailBodyFr: '<p>Bonjour {{clientFirstName}}</p>',
  emailBodyEn: '<p>Hello {{clientFirstName}}</p>',
};

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('a template body', () => {
  it('fills what is not given: empty texts, email on, SMS off', () => {
    expect(createMessageTemplateBody.parse(complete)).toEqual({
      ...complete,
      description: '',
      smsFr: '',
      smsEn: '',
      emailEnabled: true,
      smsEnabled: false,
    });
  });

  it('needs a title, and both languages of each enabled channel', () => {
    const result = createMessageTemplateBody.safeParse({
      title: '  ',
      emailSubjectFr: 'Sujet',
      smsEnabled: true,
      smsFr: 'Texte',
    });
    expect(issuesOf(result)).toEqual({
      title: 'validation.required',
      emailSubjectEn: 'validation.required',
      emailBodyFr: 'validation.required',
      emailBodyEn: 'validation.required',
      smsEn: 'validation.required',
    });
  });

  it('lets a disabled channel stay empty', () => {
    expect(
      createMessageTemplateBody.safeParse({
        title: 'SMS only',
        emailEnabled: false,
        smsEnabled: true,
        smsFr: 'Allo',
        smsEn: 'Hi',
      }).success,
    ).toBe(true);
  });

  it('refuses unknown fields, overlong texts, and an update without its version', () => {
    expect(issuesOf(createMessageTemplateBody.safeParse({ ...complete, code: 'X' }))).toEqual({
      '': expect.any(String),
    });
    expect(issuesOf(createMessageTemplateBody.safeParse({ ...complete, smsFr: 'a'.repeat(1001) }))).toEqual({
      smsFr: 'validation.tooLong',
    });
    expect(issuesOf(createMessageTemplateBody.safeParse({ ...complete, title: 't'.repeat(121) }))).toEqual({
      title: 'validation.tooLong',
    });
    expect(issuesOf(updateMessageTemplateBody.safeParse(complete))).toEqual({ version: 'validation.required' });
  });
});

describe('the header and footer body', () => {
  it('takes empty details, and refuses a bad email, URL or phone', () => {
    expect(updateMessageFrameBody.safeParse({ version: 1 }).success).toBe(true);
    expect(
      issuesOf(
        updateMessageFrameBody.safeParse({
          version: 1,
          contactEmail: 'nope',
          website: 'javascript:alert(1)',
          phone: '12',
        }),
      ),
    ).toEqual({
      contactEmail: 'validation.email',
      website: 'validation.invalid',
      phone: 'validation.phone',
    });
    expect(
      updateMessageFrameBody.safeParse({
        version: 1,
        website: 'https://preteur.ca',
        phone: '1 800 555-0199',
        contactEmail: 'info@preteur.ca',
      }).success,
    ).toBe(true);
  });
});

describe('a send body', () => {
  it('needs one or two different channels', () => {
    expect(issuesOf(sendCustomerMessageBody.safeParse({ templateId: 1, channels: [] }))).toEqual({
      channels: 'validation.required',
    });
    expect(issuesOf(sendCustomerMessageBody.safeParse({ templateId: 1, channels: ['SMS', 'SMS'] }))).toEqual({
      channels: 'validation.duplicate',
    });
    expect(issuesOf(sendCustomerMessageBody.safeParse({ templateId: 1, channels: ['FAX'] }))).toEqual({
      'channels.0': 'validation.invalid',
    });
    expect(sendCustomerMessageBody.parse({ templateId: 1, channels: ['EMAIL', 'SMS'] })).toEqual({
      templateId: 1,
      channels: ['EMAIL', 'SMS'],
    });
  });
});

describe('placeholderErrors', () => {
  it('gives each field its first problem, with the key that says it', () => {
    const errors = placeholderErrors(
      { emailSubjectFr: 'ok {{balance}}', emailBodyEn: '{{nope}} and {{bad', smsFr: 'x}}' },
      TEMPLATE_TEXT_FIELDS,
    );
    expect(errors).toEqual({
      emailBodyEn: { kind: 'unknown', token: '{{nope}}' },
      smsFr: { kind: 'malformed', token: 'x}}' },
    });
    expect(placeholderProblemKey(errors.emailBodyEn!)).toBe('errors.UNKNOWN_PLACEHOLDER');
    expect(placeholderProblemKey(errors.smsFr!)).toBe('errors.MALFORMED_PLACEHOLDER');
  });
});
