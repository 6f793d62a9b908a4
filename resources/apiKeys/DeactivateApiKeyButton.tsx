import { useState } from 'react';
import { Button } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import { useMutation } from '@tanstack/react-query';
import { Confirm, useNotify, useRefresh } from 'react-admin';
import { useTranslate, messageKey } from '../../providers/translation';
import type { ApiKeyRecord } from '../../domain/apiKeys';
import { useApiErrorText } from '../common/apiErrors';
import { StopRowClick } from '../common/StopRowClick';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';

/** Spec §4: deactivation is permanent, so it asks first and says so. */
export function DeactivateApiKeyButton({ apiKey }: { apiKey: ApiKeyRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const errorText = useApiErrorText();
  const dataProvider = useGuichetDataProvider();
  const [asking, setAsking] = useState(false);
  const deactivate = useMutation({
    mutationFn: () => dataProvider.deactivateApiKey(apiKey.id),
    onSuccess: () => {
      notify(messageKey('messages.API_KEY_DEACTIVATED'), { type: 'success' });
      setAsking(false);
      refresh();
    },
    onError: (error) => {
      notify(errorText(error), { type: 'error' });
      setAsking(false);
      // Another administrator may have deactivated it already: show the key as it is.
      refresh();
    },
  });

  return (
    <StopRowClick>
      <Button
        size="small"
        color="error"
        startIcon={<BlockIcon />}
        aria-label={translate('resources.api-keys.deactivate.buttonFor', { name: apiKey.name })}
        onClick={() => setAsking(true)}
      >
        {translate('resources.api-keys.deactivate.button')}
      </Button>
      <Confirm
        isOpen={asking}
        loading={deactivate.isPending}
        title={messageKey('resources.api-keys.deactivate.title')}
        translateOptions={{ name: apiKey.name }}
        content={messageKey('resources.api-keys.deactivate.body')}
        confirm={messageKey('resources.api-keys.deactivate.confirm')}
        confirmColor="warning"
        onConfirm={() => deactivate.mutate()}
        onClose={() => setAsking(false)}
      />
    </StopRowClick>
  );
}
