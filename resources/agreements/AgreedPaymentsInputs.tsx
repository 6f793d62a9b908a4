import { Button, Stack, Typography } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { ArrayInput, NumberInput, SimpleFormIterator } from 'react-admin';
import { evenAgreement } from '../../domain/paymentAgreements';
import { createPaymentCalendar } from '../../domain/paymentCalendar';
import { formatCad } from '../../providers/formatters';
import { messageKey, useTranslate } from '../../providers/translation';
import { MoneyInput } from '../common/MoneyInput';
import { LocalizedDateInput } from '../common/LocalizedDateInput';

/** The form values of an agreement's payments: the rows, and the three numbers that propose them. */
export interface AgreedPaymentsValues {
  payments: { date: string; amount: number | null }[];
  count: number | null;
  first: string;
  every: number | null;
}

const field = (name: 'count' | 'first' | 'every') => messageKey(`resources.agreements.dialog.${name}`);

/** The rows as the API takes them. */
export const agreedPaymentsOf = (values: Partial<AgreedPaymentsValues>) =>
  (values.payments ?? []).map((payment) => ({ date: payment?.date ?? '', amount: payment?.amount as number }));

/** The form's first values: a proposal's rows, and its numbers to redo it. */
export const proposalValues = (proposal: { date: string; amount: number }[]): AgreedPaymentsValues => ({
  payments: proposal,
  count: proposal.length || null,
  first: proposal[0]?.date ?? '',
  every: 14,
});

/** The proposal's three numbers, and the button that spreads `owed` over that many payments. */
function ProposalInputs({ owed, province }: { owed: number; province: string | null }) {
  const translate = useTranslate();
  const { setValue, getValues } = useFormContext<AgreedPaymentsValues>();
  const propose = () => {
    const { count, first, every } = getValues();
    if (!count || count < 1 || !first || !every || every < 1) return;
    const calendar = createPaymentCalendar({ province: province ?? undefined });
    setValue('payments', evenAgreement(owed, count, first, every, calendar), { shouldDirty: true });
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
      <NumberInput source="count" label={field('count')} min={1} max={52} step={1} helperText={false} />
      <LocalizedDateInput source="first" label={field('first')} helperText={false} />
      <NumberInput source="every" label={field('every')} min={1} max={62} step={1} helperText={false} />
      <Button onClick={propose} variant="outlined">
        {translate('resources.agreements.actions.propose')}
      </Button>
    </Stack>
  );
}

/** What the rows add up to, against what they must: the agent sees a cent's difference before sending. */
function PaymentsSum({ owed }: { owed: number }) {
  const translate = useTranslate();
  const payments = useWatch<AgreedPaymentsValues, 'payments'>({ name: 'payments' }) ?? [];
  const sum = payments.reduce((total, payment) => total + (payment?.amount ?? 0), 0);
  return (
    <Typography color={sum === owed ? 'success.main' : 'error'} data-testid="agreement-sum">
      {translate('resources.agreements.dialog.sum', { amount: formatCad(sum) })}
    </Typography>
  );
}

/**
 * An agreement's payments as the agent edits them (made from a file, or changed later): an even
 * proposal to redo, the rows one by one, and their sum against what they must add up to.
 */
export function AgreedPaymentsInputs({ owed, province }: { owed: number; province: string | null }) {
  return (
    <>
      <ProposalInputs owed={owed} province={province} />
      <ArrayInput source="payments" label={false}>
        <SimpleFormIterator inline disableReordering>
          <LocalizedDateInput source="date" label={messageKey('resources.agreements.fields.date')} helperText={false} />
          <MoneyInput source="amount" label={messageKey('resources.agreements.fields.amount')} helperText={false} />
        </SimpleFormIterator>
      </ArrayInput>
      <PaymentsSum owed={owed} />
    </>
  );
}
