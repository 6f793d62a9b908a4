import { useState } from 'react';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useTranslate } from '../../providers/translation';
import { useApiErrorText } from '../common/apiErrors';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';

/** The API key an approval created, shown to its maker once (the server forgets it as it hands it over). */
export function ApiKeyResult({ requestId }: { requestId: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useApiErrorText();
  const dataProvider = useGuichetDataProvider();
  const [value, setValue] = useState<string>();
  const take = useMutation({
    mutationFn: () => dataProvider.takeApprovalResult(requestId),
    onSuccess: (answer) => setValue(answer.value),
    onError: (error) => notify(errorText(error), { type: 'error' }),
  });
  if (!value)
    return (
      <Button variant="outlined" disabled={take.isPending} onClick={() => take.mutate()}>
        {translate('resources.approvals.show.revealKey')}
      </Button>
    );
  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 560 }}>
      <TextField
        label={translate('resources.approvals.show.keyValue')}
        value={value}
        slotProps={{ htmlInput: { readOnly: true } }}
        fullWidth
      />
      <Alert severity="warning">{translate('resources.approvals.show.keyOnce')}</Alert>
    </Stack>
  );
}
