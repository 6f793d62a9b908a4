import { describe, expect, it } from 'vitest';
import { PLACEHOLDERS } from '../../domain/messagePlaceholders';
import { CUSTOMER_MESSAGE_STATUSES, MESSAGE_CHANNELS, TEMPLATE_TEXT_FIELDS } from '../../domain/messageTemplates';
import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { MESSAGE_AUDIT_FIELDS } from './messageAuditWording';

const lookup = (catalogue: object, key: string) =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
      catalogue,
    );

const leaves: [string, readonly string[]][] = [
  ['resources.messageTemplates.placeholders', PLACEHOLDERS],
  ['resources.messageTemplates.channels', MESSAGE_CHANNELS],
  ['resources.messageTemplates.status', CUSTOMER_MESSAGE_STATUSES],
  [
    'resources.messageTemplates.fields',
    [...TEMPLATE_TEXT_FIELDS, 'title', 'description', 'emailEnabled', 'smsEnabled'],
  ],
  [MESSAGE_AUDIT_FIELDS, ['template', 'channel', 'to', 'subject', 'loanNumber', 'status', 'error']],
];

describe.each([
  ['fr', fr],
  ['en', en],
])('the %s catalogue for messages', (_language, catalogue) => {
  it.each(leaves)('names every %s', (group, names) => {
    expect(names.filter((name) => typeof lookup(catalogue, `${group}.${name}`) !== 'string')).toEqual([]);
  });
});
