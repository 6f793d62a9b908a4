import { describe, expect, it } from 'vitest';
import { customerPath, initialTab } from './customerPaths';

describe('customer detail URLs (spec §2)', () => {
  it('opens the tab the URL names, else the request in view, else the basic information', () => {
    expect(initialTab('history', undefined, undefined)).toBe('history');
    expect(initialTab(null, '34', undefined)).toBe('requests');
    expect(initialTab(null, '34', 'documents')).toBe('documents');
    expect(initialTab(null, '34', 'jean-tremblay')).toBe('requests');
    expect(initialTab('nonsense', undefined, 'jean-tremblay')).toBe('basic');
    expect(initialTab(null, 'abc', undefined)).toBe('basic');
  });

  it('writes the tab into the link, except the first one', () => {
    expect(customerPath('/apps/customers', 12)).toBe('/apps/customers/12');
    expect(customerPath('/apps/contacts', 12, 'merge')).toBe('/apps/contacts/12?tab=merge');
    expect(customerPath('/apps/customers', 12, 'basic')).toBe('/apps/customers/12');
  });
});
