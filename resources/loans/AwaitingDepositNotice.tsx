import { Alert, AlertTitle, Button } from '@mui/material';
import { Link } from 'react-router-dom';
import { useCanAccess } from 'react-admin';
import { memberKey, useTranslate } from '../../providers/translation';
import { useLoanRecord } from './useLoan';

/**
 * A started loan whose money has not reached the customer owes nothing and takes no payment: said
 * where the eye goes, with where its deposit stands and the way to it, rather than leaving an
 * "Active" loan at 0 $ with its money actions greyed out unexplained.
 */
export function AwaitingDepositNotice() {
  const loan = useLoanRecord();
  const translate = useTranslate();
  const { canAccess: canSeeDeposits } = useCanAccess({ resource: 'deposits', action: 'show' });
  if (loan.status !== 'ACTIVE' || loan.depositStatus === 'DEPOSITED') return null;
  return (
    <Alert
      severity="info"
      data-testid="loan-awaiting-deposit"
      action={
        loan.depositId && canSeeDeposits ? (
          <Button component={Link} to={`/apps/deposits/${loan.depositId}`} color="inherit" size="small">
            {translate('resources.loans.awaitingDeposit.open')}
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>{translate('resources.loans.awaitingDeposit.title')}</AlertTitle>
      {translate('resources.loans.awaitingDeposit.text')}{' '}
      {translate('resources.loans.awaitingDeposit.deposit', {
        status: translate(memberKey('resources.loans.depositStatus', loan.depositStatus)),
      })}
    </Alert>
  );
}
