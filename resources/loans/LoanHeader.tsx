import { Box, Chip, Link as MuiLink, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { CanAccess } from 'react-admin';
import { memberKey, useTranslate } from '../../providers/translation';
import { formatDateTime } from '../../providers/formatters';
import { LoanActionsMenu } from './LoanActionsMenu';
import { DepositStatusChip, LoanStatusChip } from './LoanStatusChip';
import { useLoanRecord } from './useLoan';

/** Which loan, whose, where it stands and where its deposit stands; the actions that apply now. */
export function LoanHeader() {
  const loan = useLoanRecord();
  const translate = useTranslate();
  return (
    <Stack spacing={0.5}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {translate('resources.loans.title', { number: loan.loanNumber })}
        </Typography>
        <MuiLink
          component={Link}
          to={`/apps/customers/detail/${loan.customerId}`}
          variant="h6"
          data-testid="loan-customer"
        >
          {loan.customerName}
        </MuiLink>
        <LoanStatusChip status={loan.status} />
        {loan.depositId ? (
          // Its deposit opens from here, for whoever may see deposits.
          <CanAccess resource="deposits" action="show" accessDenied={<DepositStatusChip status={loan.depositStatus} />}>
            <Link to={`/apps/deposits/${loan.depositId}`} data-testid="loan-deposit-link">
              <DepositStatusChip status={loan.depositStatus} />
            </Link>
          </CanAccess>
        ) : (
          <DepositStatusChip status={loan.depositStatus} />
        )}
        {loan.collectionFileId && (
          // In collections: its file opens from here, for whoever may see collections.
          <CanAccess resource="collection-files" action="show" accessDenied={null}>
            <Link to={`/apps/collections/${loan.collectionFileId}`} data-testid="loan-collection-file">
              <Chip
                size="small"
                color="warning"
                clickable
                label={translate('resources.loans.collectionFile', { id: loan.collectionFileId })}
              />
            </Link>
          </CanAccess>
        )}
        {loan.collectionReason && (
          <Chip
            size="small"
            color="warning"
            variant="outlined"
            label={translate('resources.loans.inCollections', {
              reason: translate(memberKey('resources.loans.collectionReason', loan.collectionReason)),
            })}
            data-testid="loan-collection-reason"
          />
        )}
        <Box sx={{ flex: 1 }} />
        <LoanActionsMenu />
      </Box>
      <Typography color="text.secondary" variant="body2">
        {translate('resources.loans.subtitle', { created: formatDateTime(loan.createdAt), request: loan.requestId })}
      </Typography>
    </Stack>
  );
}
