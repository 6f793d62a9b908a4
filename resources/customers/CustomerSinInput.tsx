import { useState } from 'react';
import { Box, Button } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { useMutation } from '@tanstack/react-query';
import { TextInput, useCanAccess, useNotify, useRecordContext } from 'react-admin';
import { useTranslate, messageKey } from '../../providers/translation';
import { formatSin } from '../../domain/canada';
import type { CustomerRecord } from '../../providers/customerWire';
import { useApiErrorText } from '../common/apiErrors';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';

/**
 * The social insurance number: the browser only ever gets its last three digits, shown under an
 * empty input (left empty, the number on file stays). A user allowed to see it whole reveals it on
 * demand, and the server keeps each reveal in the customer's History.
 */
export function CustomerSinInput() {
  const record = useRecordContext<CustomerRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useApiErrorText();
  const dataProvider = useGuichetDataProvider();
  const { canAccess: canReveal } = useCanAccess({ resource: 'customer-sin', action: 'view' });
  const [revealed, setRevealed] = useState<string | null>(null);
  const reveal = useMutation({
    mutationFn: (customerId: number) => dataProvider.revealCustomerSin(customerId),
    onSuccess: ({ sin }) => setRevealed(sin),
    onError: (failure) => notify(errorText(failure), { type: 'error' }),
  });

  const masked = record?.sinMasked ?? null;
  const helperText = !masked
    ? undefined
    : revealed
      ? translate('resources.customers.sin.revealed', { sin: formatSin(revealed) })
      : translate('resources.customers.sin.stored', { masked });
  return (
    <Box>
      <TextInput source="sin" helperText={helperText} autoComplete="off" />
      {masked && canReveal && record && (
        <Button
          size="small"
          type="button"
          startIcon={revealed ? <VisibilityOffIcon /> : <VisibilityIcon />}
          disabled={reveal.isPending}
          onClick={() => (revealed ? setRevealed(null) : reveal.mutate(record.id))}
          sx={{ mt: -1, mb: 1 }}
        >
          {translate(
            revealed ? messageKey('resources.customers.sin.hide') : messageKey('resources.customers.sin.reveal'),
          )}
        </Button>
      )}
    </Box>
  );
}
