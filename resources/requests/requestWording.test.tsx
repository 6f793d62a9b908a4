// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nContextProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ReactNode } from 'react';
import { catalogues } from '../../i18n/catalogues';
import type { AuditEntry } from '../common/auditDiff';
import { useRequestAuditWording } from './requestWording';

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nContextProvider value={polyglotI18nProvider(() => catalogues.fr, 'fr')}>{children}</I18nContextProvider>
);
const created = { actorId: 3, actorName: 'Amélie Tremblay' } as AuditEntry;

describe("a request's history", () => {
  it('names the user who made the request, not their id', () => {
    const { result } = renderHook(() => useRequestAuditWording(), { wrapper });
    expect(result.current.valueText('createdBy', 3, created)).toBe('Amélie Tremblay');
    expect(result.current.valueText('status', 'ACCEPTED', created)).toBe(
      catalogues.fr.resources.requests.status.ACCEPTED,
    );
  });
});
