import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from '../../providers/translation';
import type { CustomerStatus } from '../../domain/customers';

const COLORS: Record<CustomerStatus, ChipProps['color']> = {
  ACTIVE: 'success',
  INACTIVE: 'default',
  BLOCKED: 'error',
  MERGED: 'warning',
};

export function CustomerStatusChip({ status }: { status: CustomerStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[status] ?? 'default'}
      label={translate(`resources.customers.status.${status}`)}
    />
  );
}
