import { describe, expect, it } from 'vitest';
import { insertAtCursor } from './insertAtCursor';

describe('insertAtCursor', () => {
  it.each([
    [{ value: 'Bonjour !', start: 8, end: 8 }, '{{clientFirstName}}', 'Bonjour {{clientFirstName}}!', 27],
    [{ value: 'Due: X.', start: 5, end: 6 }, '{{amountDue}}', 'Due: {{amountDue}}.', 18],
    [{ value: '', start: 0, end: 0 }, '{{balance}}', '{{balance}}', 11],
    [{ value: 'abc', start: 10, end: 12 }, '{{phone}}', 'abc{{phone}}', 12],
  ])('%j + %s', (state, insert, value, cursor) => {
    expect(insertAtCursor(state, insert)).toEqual({ value, cursor });
  });
});
