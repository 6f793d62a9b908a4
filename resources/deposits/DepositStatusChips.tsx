import { Chip, type ChipProps } from '@mui/material';
import type { DepositPaymentStatus, DepositRecordStatus } from '../../domain/deposits';
import { memberKey, useTranslate } from '../../providers/translation';

const STATUS_COLORS: Record<DepositRecordStatus, ChipProps['color']> = {
  WAITING: 'info',
  DEPOSITED: 'success',
  ERROR: 'error',
  AUTO_DECLINED: 'error',
};

const PAYMENT_COLORS: Record<DepositPaymentStatus, ChipProps['color']> = {
  IN_PROGRESS: 'info',
  CANCELED: 'default',
  DEPOSITED: 'success',
  FAILED: 'error',
  CANCEL_REQUESTED: 'warning',
};

/** Spec §4's deposit status. */
export function DepositStatusChip({ status }: { status: DepositRecordStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={STATUS_COLORS[status]}
      label={translate(memberKey('resources.deposits.status', status))}
      data-status={status}
      data-testid="deposit-status"
    />
  );
}

/** Spec §4's payment status: where the provider's transaction stands (nothing before it is sent). */
export function DepositPaymentStatusChip({ status }: { status: DepositPaymentStatus | null }) {
  const translate = useTranslate();
  if (!status) return <>—</>;
  return (
    <Chip
      size="small"
      color={PAYMENT_COLORS[status]}
      label={translate(memberKey('resources.deposits.paymentStatus', status))}
      data-status={status}
      data-testid="deposit-payment-status"
    />
  );
}
