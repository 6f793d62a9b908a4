import { Box, FormControlLabel, Switch } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useTranslate, keysIn, messageKey } from '../../providers/translation';
import { formatDateTime } from '../../providers/formatters';
import { useVersionedSaveErrors } from '../common/useVersionedSaveErrors';
import { LabelledValues } from '../common/LabelledValues';
import { StaleVersionAlert } from '../common/StaleVersionAlert';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import { useCustomerTabQuery } from './useCustomerTabQuery';

const field = keysIn('resources.customers.creditCheck.fields');

/** Spec §3's credit-check tracker: enabled or disabled, when it was created and last changed. */
export function CustomerCreditCheckTab({ customerId, canEdit }: { customerId: number; canEdit: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useGuichetDataProvider();
  const { data: tracker, reload } = useCustomerTabQuery(customerId, 'creditCheck', () =>
    dataProvider.customerCreditCheck(customerId),
  );
  const { stale, setStale, onError } = useVersionedSaveErrors();
  const save = useMutation({
    mutationFn: (enabled: boolean) =>
      dataProvider.setCustomerCreditCheck(customerId, { enabled, version: tracker?.version ?? 0 }),
    onSuccess: async () => {
      notify(messageKey('messages.CREDIT_CHECK_SAVED'), { type: 'success' });
      await reload();
    },
    onError,
  });
  if (!tracker) return null;

  return (
    <Box sx={{ p: 2 }}>
      {stale && (
        <StaleVersionAlert
          onUpdate={async () => {
            await reload();
            setStale(false);
          }}
        />
      )}
      <FormControlLabel
        control={
          <Switch
            checked={tracker.enabled}
            disabled={!canEdit || save.isPending || stale}
            onChange={(event) => save.mutate(event.target.checked)}
          />
        }
        label={translate(field('enabled'))}
        sx={{ mb: 2 }}
      />
      <LabelledValues
        items={[
          {
            label: field('status'),
            value: translate(`resources.customers.creditCheck.${tracker.enabled ? 'on' : 'off'}`),
          },
          { label: field('createdAt'), value: formatDateTime(tracker.createdAt) },
          { label: field('updatedAt'), value: formatDateTime(tracker.updatedAt) },
        ]}
      />
    </Box>
  );
}
