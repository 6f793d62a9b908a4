import { useState } from 'react';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useCanAccess } from 'react-admin';
import { formatCad } from '../../providers/formatters';
import { memberKey, useTranslate } from '../../providers/translation';
import { HeaderActions, type HeaderAction } from '../common/HeaderActions';
import { CancelDepositDialog } from './CancelDepositDialog';
import { DepositPaymentStatusChip, DepositStatusChip } from './DepositStatusChips';
import { SendDepositDialog } from './SendDepositDialog';
import { useDepositRecord } from './useDeposit';

type OpenDialog = 'send' | 'retry' | 'cancel' | null;

/** Who is paid, how much, where it stands, and what can be done now (spec §4's actions). */
export function DepositHeader() {
  const translate = useTranslate();
  const deposit = useDepositRecord();
  const [open, setOpen] = useState<OpenDialog>(null);
  const close = () => setOpen(null);
  const { canAccess: canEdit } = useCanAccess({ resource: 'deposits', action: 'edit' });
  // A failed deposit is retried, any other sent: one of the two, never both, and the cancellation.
  const failed = deposit.status === 'ERROR' || deposit.status === 'AUTO_DECLINED';
  const why = (action: keyof typeof deposit.actionReasons) => {
    const reason = deposit.actionReasons[action];
    return reason && translate(memberKey('resources.deposits.unavailable', reason));
  };
  const sending = failed ? 'retry' : 'send';
  const actions: HeaderAction[] = [
    {
      key: sending,
      label: translate(memberKey('resources.deposits.actions', sending)),
      reason: why(sending),
      onClick: () => setOpen(sending),
      variant: 'contained',
    },
    {
      key: 'cancel',
      label: translate('resources.deposits.actions.cancel'),
      reason: why('cancel'),
      onClick: () => setOpen('cancel'),
      color: 'error',
    },
  ];
  return (
    <Card>
      <CardContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
          <Box>
            <Typography variant="h5" component="h1">
              {translate('resources.deposits.title', { id: deposit.id })} · {deposit.firstName} {deposit.lastName}
            </Typography>
            <Typography color="text.secondary">
              {translate('resources.deposits.subtitle', { loan: deposit.loanNumber, customer: deposit.customerNumber })}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
              <Typography variant="h6" component="p" data-testid="deposit-amount">
                {formatCad(deposit.amount)}
              </Typography>
              {/* Each chip under its name: two bare chips ("Waiting", "In progress") read as one riddle. */}
              <Typography variant="body2" color="text.secondary" component="span">
                {translate('resources.deposits.fields.status')}
              </Typography>
              <DepositStatusChip status={deposit.status} />
              <Typography variant="body2" color="text.secondary" component="span">
                {translate('resources.deposits.fields.paymentStatus')}
              </Typography>
              <DepositPaymentStatusChip status={deposit.paymentStatus} />
            </Stack>
            {deposit.errorKey && (
              <Typography color="error" sx={{ mt: 1 }} data-testid="deposit-error">
                {translate(memberKey('errors', deposit.errorKey), deposit.errorParams ?? {})}
              </Typography>
            )}
          </Box>
          <HeaderActions actions={canEdit ? actions : []}>
            <Button component={RouterLink} to={`/apps/loans/${deposit.loanId}`}>
              {translate('resources.deposits.actions.openLoan')}
            </Button>
          </HeaderActions>
        </Stack>
      </CardContent>
      <SendDepositDialog open={open === 'send' || open === 'retry'} retry={open === 'retry'} onClose={close} />
      <CancelDepositDialog open={open === 'cancel'} onClose={close} />
    </Card>
  );
}
