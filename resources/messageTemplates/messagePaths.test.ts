import { describe, expect, it } from 'vitest';
import { messagesViewOf } from './messagePaths';

describe('messagesViewOf', () => {
  it.each([
    ['/configuration/messages/all', { kind: 'list' }],
    ['/apps/configuration/messages/all', { kind: 'list' }],
    ['/apps/configuration/messages/configuration', { kind: 'frame' }],
    ['/apps/configuration/message/detail/12', { kind: 'detail', id: 12 }],
    ['/apps/configuration/message/detail/new', { kind: 'detail', id: 'new' }],
    ['/apps/configuration/message/detail/abc', { kind: 'unknown' }],
    ['/apps/configuration/message/detail/0', { kind: 'unknown' }],
  ])('%s is %j', (path, view) => {
    expect(messagesViewOf(path)).toEqual(view);
  });
});
