import { useMutation } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import type { CustomerDocument } from '../../providers/customerWire';
import { useApiErrorText } from '../common/apiErrors';
import { saveFile } from '../common/saveFile';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';

/**
 * The file needs the bearer token (and the session's refresh), which a plain link cannot send:
 * it is fetched through the data provider, then saved.
 */
export function useDocumentDownload() {
  const dataProvider = useGuichetDataProvider();
  const notify = useNotify();
  const errorText = useApiErrorText();
  return useMutation({
    mutationFn: (document: CustomerDocument) => dataProvider.downloadCustomerDocument(document.customerId, document.id),
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
    onError: (error) => notify(errorText(error), { type: 'error' }),
  });
}
