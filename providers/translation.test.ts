import { describe, expect, it } from 'vitest';
import { inGroup, keysIn, memberKey, messageGroup, messageKey, type TranslateMessage } from './translation';

describe('message keys', () => {
  it('are written as they are, checked when compiling', () => {
    expect(messageKey('resources.loans.fields.balance')).toBe('resources.loans.fields.balance');
    expect(messageGroup('resources.loans.fields')).toBe('resources.loans.fields');
    // @ts-expect-error: fieldz is not a group of resources.loans, so this does not compile.
    expect(messageKey('resources.loans.fieldz.balance')).toBe('resources.loans.fieldz.balance');
    // @ts-expect-error: a group is not a text.
    messageKey('resources.loans.fields');
  });

  it('are built from a checked group and a member', () => {
    expect(memberKey('resources.loans.status', 'ACTIVE')).toBe('resources.loans.status.ACTIVE');
    const field = keysIn('resources.loans.fields');
    expect(field('balance')).toBe('resources.loans.fields.balance');
    // @ts-expect-error: balanse is not a key of the group.
    field('balanse');
    expect(inGroup('resources.requests')('status', 'NEW')).toBe('resources.requests.status.NEW');
    // @ts-expect-error: statuz is not a group of resources.requests.
    inGroup('resources.requests')('statuz', 'NEW');
  });

  it('are what translate takes', () => {
    const translate: TranslateMessage = (key) => key;
    expect(translate('resources.loans.fields.balance')).toBe('resources.loans.fields.balance');
    // @ts-expect-error: the misspelt key of issue 11 does not compile.
    translate('resources.loans.fieldz.balance');
  });
});
