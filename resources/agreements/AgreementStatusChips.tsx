import { Chip, type ChipProps } from '@mui/material';
import type { AgreementPaymentStatus, AgreementStatus } from '../../domain/paymentAgreements';
import { memberKey, useTranslate } from '../../providers/translation';

const AGREEMENT_COLORS: Record<AgreementStatus, ChipProps['color']> = {
  ACTIVE: 'primary',
  COMPLETED: 'success',
  BROKEN: 'error',
};
const PAYMENT_COLORS: Record<AgreementPaymentStatus, ChipProps['color']> = {
  SCHEDULED: 'default',
  DEPOSITED: 'success',
  MISSED: 'error',
  CANCELLED: 'default',
};

export function AgreementStatusChip({ status }: { status: AgreementStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={AGREEMENT_COLORS[status]}
      label={translate(memberKey('resources.agreements.status', status))}
      data-testid="agreement-status"
    />
  );
}

export function AgreementPaymentChip({ status }: { status: AgreementPaymentStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={PAYMENT_COLORS[status]}
      label={translate(memberKey('resources.agreements.paymentStatus', status))}
    />
  );
}
