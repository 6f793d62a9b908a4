import { Box, Typography } from '@mui/material';
import { useCanAccess, useGetOne } from 'react-admin';
import { useTranslate, keysIn } from '../../providers/translation';
import type { CustomerRecord } from '../../providers/customerWire';
import { formatCad } from '../../providers/formatters';
import { LabelledValues } from '../common/LabelledValues';
import { LoanContractList } from './LoanContractList';
import { useLoanRecord } from './useLoan';

const label = keysIn('resources.loans.paymentInfo');

/** The customer's bank account the payments are taken from, when the agent may read the customer's file. */
function CustomerBankAccount({ customerId }: { customerId: number }) {
  const translate = useTranslate();
  const { canAccess, isPending: checking } = useCanAccess({ resource: 'customers', action: 'show' });
  // Asking without the right would be answered 403, which ends the session (spec §4).
  const { data: customer } = useGetOne<CustomerRecord>(
    'customers',
    { id: customerId },
    { enabled: canAccess === true },
  );
  if (checking) return null;
  if (!canAccess) return <Typography color="text.secondary">{translate(label('bankHidden'))}</Typography>;
  const institution = customer?.bankInstitution
    ? `${customer.bankInstitution}${customer.bankInstitutionName ? ` (${customer.bankInstitutionName})` : ''}`
    : null;
  return (
    <LabelledValues
      items={[
        { label: label('bankTransit'), value: customer?.bankTransit },
        { label: label('bankInstitution'), value: institution },
        { label: label('bankAccount'), value: customer?.bankAccount },
      ]}
    />
  );
}

/** Spec §2's payment info tab: who collects, when and how much next, from which account. */
export function LoanPaymentInfoTab() {
  const loan = useLoanRecord();
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 3 }} data-testid="loan-payment-info">
      <LabelledValues
        items={[
          { label: label('provider'), value: translate(`resources.loans.provider.${loan.paymentProvider}`) },
          { label: label('nextPaymentDate'), value: loan.nextPayment?.date },
          { label: label('nextPaymentAmount'), value: formatCad(loan.nextPayment?.amount) },
          { label: label('twiceMonthlyDays'), value: loan.twiceMonthlyDays?.join(', ') },
          { label: label('stoppedOn'), value: loan.stoppedOn },
        ]}
      />
      <Box>
        <Typography variant="subtitle1" component="h2" gutterBottom>
          {translate(label('bank'))}
        </Typography>
        <CustomerBankAccount customerId={loan.customerId} />
      </Box>
      <Box>
        <Typography variant="subtitle1" component="h2" gutterBottom>
          {translate('resources.contracts.envelopes')}
        </Typography>
        <LoanContractList loanId={loan.id} />
      </Box>
    </Box>
  );
}
