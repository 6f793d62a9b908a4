// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { LoanRecord } from '../../providers/loanWire';
import { loanQueryKey } from './loanPaths';
import { useReplaceLoan } from './useLoan';

const loanAt = (version: number, status: string) => ({ id: 7, version, status }) as unknown as LoanRecord;

describe('useReplaceLoan', () => {
  it('keeps the action’s answer when a read begun before it answers later with the loan as it was', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const key = loanQueryKey(7);
    queryClient.setQueryData(key, loanAt(1, 'ACTIVE'));
    let answerOldRead!: (loan: LoanRecord) => void;
    const oldRead = queryClient.fetchQuery({
      queryKey: key,
      queryFn: () => new Promise<LoanRecord>((resolve) => (answerOldRead = resolve)),
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useReplaceLoan(), { wrapper });

    result.current(loanAt(2, 'STOPPED'));
    answerOldRead(loanAt(1, 'ACTIVE'));
    await oldRead.catch(() => undefined);

    expect(queryClient.getQueryData<LoanRecord>(key)).toMatchObject({ version: 2, status: 'STOPPED' });
  });
});
