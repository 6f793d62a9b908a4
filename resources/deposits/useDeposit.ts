import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRecordContext, useShowContext } from 'react-admin';
import type { DepositRecord } from '../../providers/depositWire';

/** The deposit the screen shows, from its ShowBase's record context. */
export function useDepositRecord(): DepositRecord {
  const deposit = useRecordContext<DepositRecord>();
  if (!deposit) throw new Error('useDepositRecord is only used inside the deposit screen, once the deposit is read');
  return deposit;
}

/** After an action: the screen reads the deposit again, and the lists and the loan follow. */
export function useRefreshDeposit() {
  const { refetch } = useShowContext<DepositRecord>();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await refetch();
    void queryClient.invalidateQueries({ queryKey: ['deposits', 'getList'] });
    void queryClient.invalidateQueries({ queryKey: ['loans'] });
  }, [refetch, queryClient]);
}
