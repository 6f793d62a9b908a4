import { Chip } from '@mui/material';
import { useTranslate } from '../../providers/translation';
import type { ApiKeyStatus } from '../../domain/apiKeys';

/** Active keys stand out; inactive ones are greyed: they stay listed, for the record. */
export function ApiKeyStatusChip({ status }: { status: ApiKeyStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={status === 'ACTIVE' ? 'success' : 'default'}
      variant={status === 'ACTIVE' ? 'filled' : 'outlined'}
      label={translate(`resources.api-keys.status.${status}`)}
      data-status={status}
    />
  );
}
