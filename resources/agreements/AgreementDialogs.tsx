import { useId, useState, type ReactNode } from 'react';
import { Alert, Dialog, DialogContent, DialogTitle, Typography, type DialogProps } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useShowContext } from 'react-admin';
import { Form } from '../common/Form';
import type { FieldValues, SubmitHandler } from 'react-hook-form';
import type { AgreementRecord } from '../../domain/agreementRecords';
import type { GuichetDataProvider } from '../../providers/dataProvider';
import { formatCad } from '../../providers/formatters';
import { messageKey, useTranslate, type MessageKey } from '../../providers/translation';
import { isStaleVersion, useApiErrorText, fieldErrorsOf } from '../common/apiErrors';
import { FormDialogActions } from '../common/FormDialogActions';
import { StaleVersionAlert } from '../common/StaleVersionAlert';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import {
  AgreedPaymentsInputs,
  agreedPaymentsOf,
  proposalValues,
  type AgreedPaymentsValues,
} from './AgreedPaymentsInputs';
import { LocalizedDateInput } from '../common/LocalizedDateInput';

type AgreementPayment = AgreementRecord['payments'][number];

interface FrameProps<Values> {
  title: ReactNode;
  help?: ReactNode;
  initial: Values;
  submitLabel: MessageKey;
  success: MessageKey;
  maxWidth?: DialogProps['maxWidth'];
  onClose: () => void;
  send: (dataProvider: GuichetDataProvider, agreement: AgreementRecord, values: Values) => Promise<unknown>;
  children: ReactNode;
}

/**
 * The frame of a dialog on an agreement: sent at the version read (a stale one says so and offers
 * to reload), field errors on their fields, a refusal in words; on success the agreement, its list
 * and the collection files are read again.
 */
function AgreementActionDialog<Values extends FieldValues>({
  title,
  help,
  initial,
  submitLabel,
  success,
  maxWidth = 'xs',
  onClose,
  send,
  children,
}: FrameProps<Values>) {
  const notify = useNotify();
  const errorText = useApiErrorText();
  const titleId = useId();
  const dataProvider = useGuichetDataProvider();
  const queryClient = useQueryClient();
  const { record: agreement, refetch } = useShowContext<AgreementRecord>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const submit = async (values: Values) => {
    setRefusal(null);
    try {
      await send(dataProvider, agreement!, values);
      notify(success, { type: 'success' });
      onClose();
      await refetch();
      void queryClient.invalidateQueries({ queryKey: ['agreement-payments'] });
      void queryClient.invalidateQueries({ queryKey: ['collection-files'] });
      return undefined;
    } catch (error) {
      const errors = fieldErrorsOf(error);
      if (errors) return errors;
      if (isStaleVersion(error)) setStale(true);
      else setRefusal(errorText(error));
      return undefined;
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth={maxWidth} aria-labelledby={titleId}>
      <Form record={initial} onSubmit={submit as unknown as SubmitHandler<FieldValues>}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {stale && (
            <StaleVersionAlert
              onUpdate={() => {
                setStale(false);
                void refetch();
              }}
            />
          )}
          {help}
          {children}
          {refusal && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {refusal}
            </Alert>
          )}
        </DialogContent>
        <FormDialogActions onCancel={onClose} submitLabel={submitLabel} />
      </Form>
    </Dialog>
  );
}

/** "Confirm deposit date": the day an agreed payment's Interac money arrived (today or before). */
export function ConfirmDepositDialog({ payment, onClose }: { payment: AgreementPayment; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <AgreementActionDialog<{ depositedOn: string }>
      title={`${translate('resources.agreements.dialog.depositTitle')} — ${formatCad(payment.amount)}`}
      initial={{ depositedOn: payment.date }}
      submitLabel={messageKey('resources.agreements.actions.confirmDeposit')}
      success={messageKey('messages.AGREEMENT_DEPOSIT_CONFIRMED')}
      onClose={onClose}
      send={(dataProvider, agreement, values) =>
        dataProvider.confirmAgreementDeposit(agreement.id, payment.id, {
          version: agreement.version,
          depositedOn: values.depositedOn,
        })
      }
    >
      <LocalizedDateInput
        source="depositedOn"
        label={messageKey('resources.agreements.dialog.depositedOn')}
        fullWidth
        isRequired
      />
    </AgreementActionDialog>
  );
}

/** The payments an agreement can still change: not deposited, and by debit not yet at the bank. */
export const changeablePayments = (agreement: AgreementRecord) =>
  agreement.payments.filter((payment) => payment.status === 'SCHEDULED' && !payment.presented);

/** The payments still to come replaced by new ones adding up to the same money. */
export function ChangeAgreementDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const { record: agreement } = useShowContext<AgreementRecord>();
  const changeable = changeablePayments(agreement!);
  const owed = changeable.reduce((sum, payment) => sum + payment.amount, 0);
  return (
    <AgreementActionDialog<AgreedPaymentsValues>
      title={translate('resources.agreements.dialog.changeTitle')}
      help={
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('resources.agreements.dialog.changeHelp', { amount: formatCad(owed) })}
        </Typography>
      }
      initial={proposalValues(changeable.map(({ date, amount }) => ({ date, amount })))}
      submitLabel={messageKey('ra.action.save')}
      success={messageKey('messages.AGREEMENT_CHANGED')}
      maxWidth="md"
      onClose={onClose}
      send={(dataProvider, record, values) =>
        dataProvider.changeAgreement(record.id, { version: record.version, payments: agreedPaymentsOf(values) })
      }
    >
      <AgreedPaymentsInputs owed={owed} province={agreement!.province} />
    </AgreementActionDialog>
  );
}
