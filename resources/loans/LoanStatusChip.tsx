import { Box, Chip, Stack, Typography, type ChipProps } from '@mui/material';
import { memberKey, useTranslate } from '../../providers/translation';
import type { PaymentLineRecord } from '../../providers/loanWire';
import type { DepositStatus, LoanStatus, PaymentLineStatus } from '../../domain/loanStatuses';
import { useReturnReason } from '../deposits/useReturnReason';

const LOAN_COLORS: Record<LoanStatus, ChipProps['color']> = {
  PENDING: 'info',
  ACTIVE: 'success',
  STOPPED: 'warning',
  LOAN_PAY_IN_FULL: 'default',
  DELETED: 'error',
  WRITTEN_OFF: 'error',
};

const DEPOSIT_COLORS: Record<DepositStatus, ChipProps['color']> = {
  NONE: 'default',
  WAITING: 'info',
  IN_PROGRESS: 'info',
  DEPOSITED: 'success',
  ERROR: 'error',
  AUTO_DECLINED: 'error',
};

const LINE_COLORS: Record<PaymentLineStatus, ChipProps['color']> = {
  SCHEDULED: 'default',
  PAID: 'success',
  NSF: 'error',
  DEFERRED: 'warning',
  CANCELLED: 'default',
  REMOVED: 'default',
};

export function LoanStatusChip({ status }: { status: LoanStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={LOAN_COLORS[status] ?? 'default'}
      label={translate(`resources.loans.status.${status}`)}
      data-status={status}
      data-testid="loan-status"
    />
  );
}

/**
 * A list's status cell: the loan's status, and, for a started loan whose money has not gone out,
 * that it waits for its deposit (its 0 $ owing then reads as it should).
 */
export function LoanStandingChips({ status, depositStatus }: { status: LoanStatus; depositStatus: DepositStatus }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      <LoanStatusChip status={status} />
      {status === 'ACTIVE' && depositStatus !== 'DEPOSITED' && (
        <Chip
          size="small"
          label={translate('resources.loans.awaitingDeposit.title')}
          data-testid="loan-awaiting-deposit-chip"
        />
      )}
    </Box>
  );
}

export function DepositStatusChip({ status }: { status: DepositStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={DEPOSIT_COLORS[status] ?? 'default'}
      label={translate(`resources.loans.depositStatus.${status}`)}
      data-status={status}
      data-testid="loan-deposit-status"
    />
  );
}

/** A line's status, and beside it where its pre-authorized debit stands (presented, taken, returned with its code). */
export function PaymentLineStatusChip({
  status,
  debit = null,
}: {
  status: PaymentLineStatus;
  debit?: PaymentLineRecord['debit'];
}) {
  const translate = useTranslate();
  const returnReason = useReturnReason();
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Chip
        size="small"
        variant="outlined"
        color={LINE_COLORS[status] ?? 'default'}
        label={translate(`resources.loans.lineStatus.${status}`)}
      />
      {debit && (
        <Chip
          size="small"
          color={debit.status === 'RETURNED' ? 'error' : debit.status === 'SETTLED' ? 'success' : 'default'}
          label={translate(memberKey('resources.loans.debitStatus', debit.status))}
          data-testid="payment-debit-status"
          data-status={debit.status}
        />
      )}
      {debit?.returnCode && (
        // The bank's reason in words under the chips: a code alone says nothing to most readers.
        <Typography variant="caption" sx={{ flexBasis: '100%', lineHeight: 1.3 }} data-testid="payment-return-reason">
          {returnReason(debit.returnCode)}
        </Typography>
      )}
    </Stack>
  );
}
