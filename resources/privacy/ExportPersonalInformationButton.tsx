import { useMemo } from 'react';
import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { buildAbility } from '../../domain/permissions';
import { readTokenRights } from '../../providers/abilities';
import type { CustomerRecord } from '../../providers/customerWire';
import { session } from '../../providers/session';
import { messageKey, useTranslate } from '../../providers/translation';
import { useApiErrorText } from '../common/apiErrors';
import { saveFile } from '../common/saveFile';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';

/**
 * May the signed-in user export a person's information? Asked of the token's ability itself:
 * react-admin's own `export` verb is a list's CSV, which useCanAccess reads as `view`. A changed
 * permission set ends the session (203), so the token's rights hold for the life of the page.
 */
function useCanExportCustomers(): boolean {
  const token = session.getAccessToken();
  return useMemo(() => buildAbility(readTokenRights(token)?.permissions ?? []).can('export', 'customer'), [token]);
}

/**
 * The customer screen's "Export personal information" (a PIPEDA access request): one ZIP of
 * everything held on the person, for those who hold `customer export`. The file needs the bearer
 * token, so it comes through the data provider, then is saved; the export lands in the History.
 */
export function ExportPersonalInformationButton({ customer }: { customer: CustomerRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useApiErrorText();
  const queryClient = useQueryClient();
  const dataProvider = useGuichetDataProvider();
  const canExport = useCanExportCustomers();
  const exporting = useMutation({
    mutationFn: () => dataProvider.exportPersonalInformation(customer.id),
    onSuccess: ({ blob, fileName }) => {
      saveFile(blob, fileName);
      notify(messageKey('messages.PERSONAL_INFORMATION_EXPORTED'), { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['audit-logs'] });
    },
    onError: (error) => notify(errorText(error), { type: 'error' }),
  });
  if (!canExport) return null;
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={<DownloadIcon />}
      disabled={exporting.isPending}
      aria-busy={exporting.isPending}
      onClick={() => exporting.mutate()}
    >
      {translate(
        exporting.isPending
          ? messageKey('resources.privacy.export.busy')
          : messageKey('resources.privacy.export.button'),
      )}
    </Button>
  );
}
