import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRecordContext, useShowContext } from 'react-admin';
import type { CollectionFileRecord } from '../../providers/collectionWire';

/** The file the screen shows, from its ShowBase's record context. */
export function useCollectionFileRecord(): CollectionFileRecord {
  const file = useRecordContext<CollectionFileRecord>();
  if (!file) throw new Error('useCollectionFileRecord is only used inside the file screen, once the file is read');
  return file;
}

/** After an action: the screen reads the file again, and the lists, counts and the loan follow. */
export function useRefreshCollectionFile() {
  const { refetch } = useShowContext<CollectionFileRecord>();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await refetch();
    void queryClient.invalidateQueries({ queryKey: ['collection-files'] });
    void queryClient.invalidateQueries({ queryKey: ['loans'] });
  }, [refetch, queryClient]);
}
