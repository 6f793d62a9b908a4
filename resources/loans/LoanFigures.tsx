import { formatCad, formatDateTime } from '../../providers/formatters';
import { useTranslate, keysIn } from '../../providers/translation';
import { LabelledValues, type LabelledValue } from '../common/LabelledValues';
import { formatPercent } from './loanFormat';
import { useLoanRecord } from './useLoan';

const field = keysIn('resources.loans.fields');

/** Spec §3's figures of a loan: its terms, and what the ledger says is owed and was paid. */
export function LoanFigures() {
  const loan = useLoanRecord();
  const translate = useTranslate();
  const items: LabelledValue[] = [
    { label: field('amount'), value: formatCad(loan.amount) },
    { label: field('balance'), value: formatCad(loan.balance) },
    { label: field('interest'), value: formatCad(loan.interest) },
    { label: field('fees'), value: formatCad(loan.fees) },
    { label: field('totalOwing'), value: formatCad(loan.totalOwing) },
    { label: field('paid'), value: formatCad(loan.paid) },
    { label: field('nsfCount'), value: String(loan.nsfCount) },
    { label: field('rebates'), value: formatCad(loan.rebates) },
    { label: field('balanceIncrease'), value: formatCad(loan.balanceIncrease) },
    { label: field('brokerageFee'), value: formatCad(loan.brokerageFee) },
    { label: field('initialPayment'), value: formatCad(loan.initialPayment) },
    { label: field('apr'), value: formatPercent(loan.apr) },
    { label: field('annualInterestRate'), value: formatPercent(loan.annualInterestRate) },
    { label: field('startDate'), value: loan.startDate },
    { label: field('endDate'), value: loan.endDate },
    { label: field('frequency'), value: translate(`resources.loans.frequency.${loan.frequency}`) },
    // The schedule as it stands: a deferral adds a payment, a restart may change how many remain.
    { label: field('numberOfPayments'), value: String(loan.scheduledPayments) },
    { label: field('twiceMonthlyDays'), value: loan.twiceMonthlyDays?.join(', ') },
    { label: field('agentName'), value: loan.agentName },
    { label: field('contractSignedAt'), value: formatDateTime(loan.contractSignedAt) },
    { label: field('paymentProvider'), value: translate(`resources.loans.provider.${loan.paymentProvider}`) },
    { label: field('createdAt'), value: formatDateTime(loan.createdAt) },
  ];
  return <LabelledValues items={items} />;
}
