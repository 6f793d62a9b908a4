import { useState } from 'react';
import { Alert, Dialog, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useWatch, type FieldValues } from 'react-hook-form';
import { RadioButtonGroupInput, TextInput, useNotify } from 'react-admin';
import { Form } from '../common/Form';
import { sendDepositBody, type DepositTransactionType, type SendDepositInput } from '../../domain/deposits';
import type { DepositRecord } from '../../providers/depositWire';
import { formatCad, formatLenderDayAndTime } from '../../providers/formatters';
import { memberKey, messageKey, useTranslate } from '../../providers/translation';
import { FormDialogActions } from '../common/FormDialogActions';
import { StaleVersionAlert } from '../common/StaleVersionAlert';
import { isStaleVersion, useApiErrorText, fieldErrorsOf } from '../common/apiErrors';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import { zodFormResolver } from '../common/zodFormResolver';
import { useDepositRecord, useRefreshDeposit } from './useDeposit';

interface SendValues {
  transactionType: DepositTransactionType;
  email: string;
  question: string;
  answer: string;
  memo: string;
}

const payloadOf =
  (version: number) =>
  (values: SendValues): SendDepositInput => {
    const memo = values.memo?.trim() ? values.memo.trim() : null;
    if (values.transactionType === 'INTERAC_EMAIL')
      return {
        version,
        transactionType: 'INTERAC_EMAIL',
        email: values.email?.trim() ?? '',
        question: values.question ?? '',
        answer: values.answer ?? '',
        memo,
      };
    return { version, transactionType: values.transactionType, memo };
  };

/** What the chosen transaction type asks for: an Interac recipient, the bank account on file, or nothing. */
function TypeFields({ deposit }: { deposit: DepositRecord }) {
  const translate = useTranslate();
  const type = useWatch<SendValues, 'transactionType'>({ name: 'transactionType' });
  if (type === 'INTERAC_EMAIL')
    return (
      <>
        <TextInput source="email" label={messageKey('resources.deposits.fields.interacEmail')} type="email" fullWidth />
        <TextInput source="question" label={messageKey('resources.deposits.fields.question')} fullWidth />
        <TextInput source="answer" label={messageKey('resources.deposits.fields.answer')} fullWidth />
      </>
    );
  if (type === 'EFT') {
    const bank = deposit.customerBank;
    return (
      <Typography sx={{ mb: 2 }} data-testid="deposit-bank-on-file">
        {bank.transit && bank.institution && bank.account
          ? translate('resources.deposits.dialog.bankOnFile', bank)
          : translate('resources.deposits.dialog.noBankOnFile')}
      </Typography>
    );
  }
  return (
    <Typography sx={{ mb: 2 }} color="text.secondary">
      {translate('resources.deposits.dialog.manualHelp')}
    </Typography>
  );
}

/**
 * Spec §2's deposit dialog: by Interac e-Transfer (email, question, answer), by EFT to the
 * customer's account on file (with the next cut-off's file), or a manual transaction. The same
 * dialog retries a deposit that failed.
 */
export function SendDepositDialog({ open, retry, onClose }: { open: boolean; retry: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useApiErrorText();
  const deposit = useDepositRecord();
  const refresh = useRefreshDeposit();
  const dataProvider = useGuichetDataProvider();
  const [stale, setStale] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const initial: SendValues = {
    transactionType: deposit.transactionTypes.includes('INTERAC_EMAIL') ? 'INTERAC_EMAIL' : deposit.transactionTypes[0],
    email: deposit.interacEmail ?? deposit.customerEmail ?? '',
    question: deposit.question ?? '',
    answer: deposit.answer ?? '',
    memo: '',
  };
  const submit = async (values: SendValues) => {
    setRefusal(null);
    const payload = payloadOf(deposit.version)(values);
    try {
      const answer = await (retry
        ? dataProvider.retryDeposit(deposit.id, payload)
        : dataProvider.sendDeposit(deposit.id, payload));
      notify(sentMessage(answer, translate), { type: 'success', messageArgs: { _: sentMessage(answer, translate) } });
      await refresh();
      onClose();
      return undefined;
    } catch (error) {
      if (isStaleVersion(error)) return (setStale(true), undefined);
      const errors = fieldErrorsOf(error);
      if (errors) return errors;
      setRefusal(errorText(error));
      return undefined;
    }
  };
  const title = translate(
    retry ? messageKey('resources.deposits.dialog.retryTitle') : messageKey('resources.deposits.dialog.sendTitle'),
    {
      amount: formatCad(deposit.amount),
    },
  );
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="send-deposit-title">
      {open && (
        <Form<SendValues>
          record={initial}
          resolver={zodFormResolver(sendDepositBody, payloadOf(deposit.version))}
          onSubmit={(values: FieldValues) => submit(values as SendValues)}
        >
          <DialogTitle id="send-deposit-title">{title}</DialogTitle>
          <DialogContent>
            {stale && (
              <StaleVersionAlert
                onUpdate={async () => {
                  await refresh();
                  setStale(false);
                }}
              />
            )}
            {refusal && (
              <Alert severity="error" sx={{ mb: 2 }} role="alert">
                {refusal}
              </Alert>
            )}
            <RadioButtonGroupInput
              source="transactionType"
              label={messageKey('resources.deposits.fields.transactionType')}
              choices={deposit.transactionTypes.map((type) => ({
                id: type,
                name: translate(memberKey('resources.deposits.transactionType', type)),
              }))}
              row={false}
            />
            <TypeFields deposit={deposit} />
            <TextInput source="memo" label={messageKey('resources.deposits.fields.memo')} fullWidth />
          </DialogContent>
          <FormDialogActions
            onCancel={onClose}
            submitLabel={
              retry ? messageKey('resources.deposits.actions.retry') : messageKey('resources.deposits.actions.send')
            }
          />
        </Form>
      )}
    </Dialog>
  );
}

/**
 * An EFT leaves with the next file: the success says which one, by the lender's day and time (the
 * next business day's first cut-off after the last of the day), as the provider words it (no guarantee).
 */
function sentMessage(answer: DepositRecord, translate: ReturnType<typeof useTranslate>) {
  if (answer.transactionType === 'EFT' && answer.cutoffAt)
    return translate('resources.deposits.eftCutoff', formatLenderDayAndTime(answer.cutoffAt));
  return translate('resources.deposits.messages.sent');
}
