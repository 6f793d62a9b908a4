import { useState } from 'react';
import { Box, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import type { FieldValues, Resolver, SubmitHandler } from 'react-hook-form';
import { NumberInput, SaveButton, SelectInput, Toolbar, useNotify } from 'react-admin';
import { Form } from '../common/Form';
import { useTranslate, keysIn, messageKey, memberKey } from '../../providers/translation';
import type { LoanConfigurationRecord, UpdateLoanConfigurationInput } from '../../domain/loanConfigurationRules';
import { FREQUENCIES } from '../../domain/paymentFrequencies';
import { isStaleVersion, useApiErrorText, fieldErrorsOf } from '../common/apiErrors';
import { PercentInput } from '../common/PercentInput';
import { MoneyInput } from '../common/MoneyInput';
import { StaleVersionAlert } from '../common/StaleVersionAlert';
import { useAwaitingApproval } from '../common/awaitingApproval';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import { AmountMatrixInput } from './AmountMatrixInput';
import { CollectionDegreesInput } from './CollectionDegreesInput';
import { DebitTermsInput } from './DebitTermsInput';
import {
  loanConfigurationResolver,
  serverErrorsOnForm,
  toFormValues,
  toPayload,
  type LoanConfigurationValues,
} from './loanConfigurationForm';

const KEEP_TYPED = { keepDirtyValues: true } as const;
const FREQUENCY_CHOICES = FREQUENCIES.map((id) => ({ id, name: memberKey('resources.loans.frequency', id) }));
const label = keysIn('resources.configuration.loan.fields');
const helper = keysIn('resources.configuration.loan.helpers');

interface Props {
  record: LoanConfigurationRecord;
  readOnly: boolean;
  onSaved: (record: LoanConfigurationRecord) => void;
  /** Reads the configuration again (after a 409); what was typed stays. */
  onReload: () => Promise<void>;
}

/**
 * The terms new loans are offered: rate, default frequency, delay, fees per loan and the amount
 * matrix, saved together with the version read. A 409 keeps the form as typed and offers Update.
 */
export function LoanConfigurationForm({ record, readOnly, onSaved, onReload }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useApiErrorText();
  const awaitingApproval = useAwaitingApproval();
  const dataProvider = useGuichetDataProvider();
  const [stale, setStale] = useState(false);
  const [updating, setUpdating] = useState(false);
  // A saved form starts again from what the server answered (nothing left "typed").
  const [generation, setGeneration] = useState(0);
  const save = useMutation({
    mutationFn: (input: UpdateLoanConfigurationInput) => dataProvider.updateLoanConfiguration(input),
  });

  async function submit(values: LoanConfigurationValues): Promise<Record<string, string> | undefined> {
    try {
      const answer = await save.mutateAsync(toPayload(values));
      notify(messageKey('messages.CONFIGURATION_SAVED'), { type: 'success' });
      setGeneration((n) => n + 1);
      onSaved(answer);
      return undefined;
    } catch (error) {
      if (isStaleVersion(error)) return void setStale(true);
      if (awaitingApproval(error)) return undefined;
      notify(errorText(error), { type: 'error' });
      const errors = fieldErrorsOf(error);
      return errors ? serverErrorsOnForm(errors) : undefined;
    }
  }

  async function update() {
    setUpdating(true);
    try {
      await onReload();
      setStale(false);
    } finally {
      setUpdating(false);
    }
  }

  return (
    <Form
      key={generation}
      record={toFormValues(record)}
      resolver={loanConfigurationResolver as unknown as Resolver<FieldValues>}
      resetOptions={KEEP_TYPED}
      onSubmit={submit as SubmitHandler<FieldValues>}
      warnWhenUnsavedChanges
    >
      {stale && <StaleVersionAlert onUpdate={update} updating={updating} />}
      <Box component="fieldset" disabled={readOnly} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('resources.configuration.loan.offerTitle')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          <PercentInput
            source="annualInterestRate"
            label={label('annualInterestRate')}
            helperText={helper('annualInterestRate')}
          />
          <SelectInput
            source="defaultFrequency"
            label={label('defaultFrequency')}
            choices={FREQUENCY_CHOICES}
            helperText={false}
          />
          <NumberInput
            source="delayDays"
            label={label('delayDays')}
            helperText={helper('delayDays')}
            step={1}
            min={0}
            max={60}
          />
          <MoneyInput source="brokerageFee" label={label('brokerageFee')} />
          <MoneyInput source="membershipFeePerPayment" label={label('membershipFeePerPayment')} />
          {/* Shown, not edited: the provider's team changes it (the server refuses any other value). */}
          <TextField
            label={translate(label('defaultPaymentProvider'))}
            value={translate(memberKey('resources.loans.provider', record.defaultPaymentProvider))}
            helperText={translate(helper('defaultPaymentProvider'))}
            slotProps={{ input: { readOnly: true } }}
            variant="filled"
            data-testid="default-payment-provider"
          />
        </Box>
        <AmountMatrixInput readOnly={readOnly} />
        <DebitTermsInput readOnly={readOnly} />
        <CollectionDegreesInput readOnly={readOnly} />
      </Box>
      {!readOnly && (
        <Toolbar sx={{ mt: 2 }}>
          <SaveButton disabled={stale || save.isPending} />
        </Toolbar>
      )}
    </Form>
  );
}
