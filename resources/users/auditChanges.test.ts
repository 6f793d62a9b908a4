import { describe, expect, it } from 'vitest';
import { changedFields } from './auditChanges';

describe('changedFields', () => {
  it('lists the fields whose value changed, without version bookkeeping', () => {
    const before = { displayName: 'A', roles: ['user'], enabled: true, version: 1, updatedAt: 'x' };
    const after = { displayName: 'A', roles: ['staff'], enabled: false, version: 2, updatedAt: 'y' };
    expect(changedFields({ before, after })).toEqual(['roles', 'enabled']);
  });

  it('lists every field of a creation or a deletion', () => {
    expect(changedFields({ before: null, after: { email: 'a@b.ca', roles: [] } })).toEqual(['email', 'roles']);
    expect(changedFields({ before: { email: 'a@b.ca' }, after: null })).toEqual(['email']);
  });
});
