import { useMutation } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import type { CustomerDocument } from '../../providers/customerWire';
import { useApiErrorText } from '../common/apiErrors';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';

/** Hands a downloaded file to the browser, which saves it under the server's name. */
function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  // The browser has the file by the next tick; the object URL would otherwise stay in memory.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

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
