import { useId } from 'react';
import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import type { FieldValues, Resolver, SubmitHandler } from 'react-hook-form';
import { SelectInput } from 'react-admin';
import { Form } from '../common/Form';
import { useTranslate, messageKey, memberKey } from '../../providers/translation';
import {
  addLoanFeeBody,
  type AddLoanFeeInput,
  type LoanConfigurationRecord,
} from '../../domain/loanConfigurationRules';
import { FEE_KINDS } from '../../domain/loanStatuses';
import { FormDialogActions } from '../common/FormDialogActions';
import { MoneyInput } from '../common/MoneyInput';
import { useFormDialogSubmit } from '../common/useFormDialogSubmit';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import { addFeeResolver, type AddFeeValues } from './addFeeForm';
import { LocalizedDateInput } from '../common/LocalizedDateInput';

const KIND_CHOICES = FEE_KINDS.map((id) => ({ id, name: memberKey('resources.configuration.fees.kind', id) }));
const INITIAL: AddFeeValues = { kind: 'NSF', amount: null, effectiveDate: '' };

interface Props {
  /** The business day the server counts from: the effective date must come after it. */
  today: string;
  onClose: () => void;
  onAdded: (record: LoanConfigurationRecord) => void;
}

/** A new value of one fee from a future date (spec §5); the server's field errors show on the fields. */
export function AddFeeDialog({ today, onClose, onAdded }: Props) {
  const translate = useTranslate();
  const titleId = useId();
  const dataProvider = useGuichetDataProvider();
  const add = useMutation({ mutationFn: (input: AddLoanFeeInput) => dataProvider.addLoanFee(input) });

  const submit = useFormDialogSubmit(
    (values: AddFeeValues) => add.mutateAsync(addLoanFeeBody.parse(values)),
    messageKey('messages.FEE_ADDED'),
    (answer) => {
      onAdded(answer);
      onClose();
    },
    onClose,
  );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <Form
        record={INITIAL}
        resolver={addFeeResolver(today) as unknown as Resolver<FieldValues>}
        onSubmit={submit as SubmitHandler<FieldValues>}
      >
        <DialogTitle id={titleId}>{translate('resources.configuration.fees.dialog.title')}</DialogTitle>
        <DialogContent>
          <SelectInput
            source="kind"
            label={messageKey('resources.configuration.fees.columns.kind')}
            choices={KIND_CHOICES}
            fullWidth
            helperText={false}
          />
          <MoneyInput
            source="amount"
            label={messageKey('resources.configuration.fees.columns.amount')}
            fullWidth
            isRequired
          />
          <LocalizedDateInput
            source="effectiveDate"
            label={messageKey('resources.configuration.fees.columns.effectiveDate')}
            fullWidth
            isRequired
          />
        </DialogContent>
        <FormDialogActions
          onCancel={onClose}
          cancelLabel={messageKey('resources.configuration.fees.dialog.cancel')}
          submitLabel={messageKey('resources.configuration.fees.dialog.submit')}
        />
      </Form>
    </Dialog>
  );
}
