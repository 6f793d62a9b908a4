import { Box, MenuItem, TextField } from '@mui/material';
import { useTranslate, keysIn, runtimeKey } from '../../providers/translation';
import { addDays } from '../../domain/calendarDates';
import { amountsOffered, paymentsOfferedFor } from '../../domain/loanConfiguration';
import { PAYMENT_PROVIDERS, type PaymentProvider } from '../../domain/loanStatuses';
import { FREQUENCIES, type Frequency } from '../../domain/paymentFrequencies';
import { formatCad } from '../../providers/formatters';
import type { LoanOffer } from '../../providers/loanWire';
import type { LoanTerms, Problem, TermsField } from './loanTerms';
import { DayField } from '../common/DayField';

interface Props {
  terms: LoanTerms;
  onChange: (change: Partial<LoanTerms>) => void;
  offer: LoanOffer;
  approved: number | null;
  problems: Partial<Record<TermsField, Problem>>;
}

const DAYS = Array.from({ length: 31 }, (_, index) => index + 1);
const label = keysIn('resources.loans.terms');

/** The terms of a new or pending loan, each a choice the loan configuration offers (spec §3). */
export function LoanTermsFields({ terms, onChange, offer, approved, problems }: Props) {
  const translate = useTranslate();
  const problemText = (field: TermsField) => {
    const problem = problems[field];
    return problem ? translate(runtimeKey(problem.key), { _: problem.key, ...problem.params }) : undefined;
  };
  const fieldProps = (field: TermsField, help?: string) => ({
    fullWidth: true,
    size: 'small' as const,
    error: Boolean(problems[field]),
    helperText: problemText(field) ?? help ?? ' ',
  });
  const dayLabel = (day: number) => (day === 31 ? translate(label('monthEnd')) : String(day));
  const setDay = (index: 0 | 1, day: number) => {
    const days: [number, number] = [...terms.twiceMonthlyDays];
    days[index] = day;
    onChange({ twiceMonthlyDays: days });
  };

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' }, columnGap: 2, rowGap: 1 }}>
      <TextField
        select
        label={translate(label('amount'))}
        value={terms.amount || ''}
        onChange={(event) => onChange({ amount: Number(event.target.value) })}
        {...fieldProps(
          'amount',
          approved === null ? undefined : translate(label('approved'), { amount: formatCad(approved) }),
        )}
      >
        {amountsOffered(offer).map((amount) => (
          <MenuItem key={amount} value={amount} disabled={approved !== null && amount > approved}>
            {formatCad(amount)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={translate(label('numberOfPayments'))}
        value={terms.numberOfPayments || ''}
        onChange={(event) => onChange({ numberOfPayments: Number(event.target.value) })}
        {...fieldProps('numberOfPayments')}
      >
        {paymentsOfferedFor(offer, terms.amount).map((count) => (
          <MenuItem key={count} value={count}>
            {count}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={translate(label('frequency'))}
        value={terms.frequency}
        onChange={(event) => onChange({ frequency: event.target.value as Frequency })}
        {...fieldProps('frequency')}
      >
        {FREQUENCIES.map((frequency) => (
          <MenuItem key={frequency} value={frequency}>
            {translate(`resources.loans.frequency.${frequency}`)}
          </MenuItem>
        ))}
      </TextField>
      <DayField
        label={translate(label('firstPaymentDate'))}
        value={terms.firstPaymentDate}
        onChange={(day) => onChange({ firstPaymentDate: day ?? '' })}
        min={addDays(offer.today, 1)}
        {...fieldProps('firstPaymentDate')}
      />
      <TextField
        select
        label={translate(label('paymentProvider'))}
        value={terms.paymentProvider}
        onChange={(event) => onChange({ paymentProvider: event.target.value as PaymentProvider })}
        {...fieldProps('paymentProvider')}
      >
        {PAYMENT_PROVIDERS.map((provider) => (
          <MenuItem key={provider} value={provider}>
            {translate(`resources.loans.provider.${provider}`)}
          </MenuItem>
        ))}
      </TextField>
      {terms.frequency === 'TWICE_MONTHLY' && (
        <Box sx={{ display: 'flex', gap: 1, gridColumn: { sm: '1 / -1' } }} data-testid="twice-monthly-days">
          {([0, 1] as const).map((index) => (
            <TextField
              key={index}
              select
              label={translate(label(index === 0 ? 'firstDay' : 'secondDay'))}
              value={terms.twiceMonthlyDays[index]}
              onChange={(event) => setDay(index, Number(event.target.value))}
              {...fieldProps('twiceMonthlyDays')}
              // One message for the pair, under the second day.
              helperText={index === 1 ? (problemText('twiceMonthlyDays') ?? ' ') : ' '}
            >
              {DAYS.map((day) => (
                <MenuItem key={day} value={day}>
                  {dayLabel(day)}
                </MenuItem>
              ))}
            </TextField>
          ))}
        </Box>
      )}
    </Box>
  );
}
