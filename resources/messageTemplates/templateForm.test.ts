import { describe, expect, it } from 'vitest';
import { TEMPLATE_TEXT_FIELDS } from '../../domain/messageTemplates';
import { BLANK_TEMPLATE, keepTyped, livePlaceholderMessages, serverFieldMessages } from './templateForm';

describe('the template form', () => {
  it('says each placeholder problem on its field, naming it', () => {
    expect(
      livePlaceholderMessages(
        { ...BLANK_TEMPLATE, emailBodyFr: '<p>{{soldeDu}}</p>', smsEn: '{{balance' },
        TEMPLATE_TEXT_FIELDS,
      ),
    ).toEqual({
      emailBodyFr: { key: 'errors.UNKNOWN_PLACEHOLDER', params: { placeholder: '{{soldeDu}}' } },
      smsEn: { key: 'errors.MALFORMED_PLACEHOLDER', params: { placeholder: '{{balance' } },
    });
  });

  it("reads a refused save's field keys and the placeholders the server quoted", () => {
    const error = {
      status: 400,
      body: {
        errors: { title: 'validation.required', smsFr: 'errors.UNKNOWN_PLACEHOLDER' },
        params: { placeholders: { smsFr: '{{x}}' } },
      },
    };
    expect(serverFieldMessages(error)).toEqual({
      title: { key: 'validation.required' },
      smsFr: { key: 'errors.UNKNOWN_PLACEHOLDER', params: { placeholder: '{{x}}' } },
    });
    expect(serverFieldMessages(new Error('network'))).toEqual({});
  });

  it('keeps what was typed and takes the rest from the latest version', () => {
    const read = { ...BLANK_TEMPLATE, title: 'A', description: 'old' };
    const typed = { ...read, title: 'Mine' };
    const latest = { ...read, description: 'theirs', smsEnabled: true };
    expect(keepTyped(read, typed, latest)).toEqual({ ...read, title: 'Mine', description: 'theirs', smsEnabled: true });
  });
});
