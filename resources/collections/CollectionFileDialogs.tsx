import { Alert, Typography } from '@mui/material';
import { SelectInput, TextInput, useGetOne } from 'react-admin';
import {
  collectionContactBody,
  collectionNoteBody,
  collectionPromiseBody,
  collectionTransferBody,
  type CollectionContactInput,
  type CollectionPromiseInput,
  type CollectionTransferInput,
} from '../../domain/collectionRecords';
import { NOTE_MAX, type ContactChannel, type ContactOutcome } from '../../domain/collections';
import type { CustomerRecord } from '../../providers/customerWire';
import { messageKey, useTranslate } from '../../providers/translation';
import { MoneyInput } from '../common/MoneyInput';
import { SendMessageDialog } from '../messageTemplates/SendMessageDialog';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import { FileActionDialog, type FileDialogProps } from './FileActionDialog';
import { useCollectionChoices } from './useCollectionChoices';
import { useCollectionFileRecord, useRefreshCollectionFile } from './useCollectionFile';
import { LocalizedDateInput } from '../common/LocalizedDateInput';

const field = (name: 'noteText' | 'contactNote' | 'expectedOn' | 'amount' | 'receivedOn') =>
  messageKey(`resources.collection-files.dialogs.${name}`);
/** What the borrower said, kept with a contact or a promise (a note of its own in the history). */
const WhatWasSaidInput = () => (
  <TextInput
    source="note"
    label={field('contactNote')}
    multiline
    minRows={2}
    fullWidth
    slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
  />
);
const blankToNull = (text: string | null | undefined) => (text?.trim() ? text : null);

/** Spec §2's note dialog: a note in the file's history, shown as its latest. */
export function CollectionNoteDialog(props: FileDialogProps) {
  return (
    <FileActionDialog<{ text: string }, { text: string }>
      {...props}
      title={messageKey('resources.collection-files.dialogs.noteTitle')}
      initialValues={() => ({ text: '' })}
      schema={collectionNoteBody}
      toPayload={(values) => ({ text: values.text ?? '' })}
      send={(dataProvider, id, payload) => dataProvider.addCollectionNote(id, payload.text)}
      success={messageKey('messages.COLLECTION_NOTE_SAVED')}
    >
      <TextInput
        source="text"
        label={field('noteText')}
        multiline
        minRows={4}
        fullWidth
        isRequired
        slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
      />
    </FileActionDialog>
  );
}

interface ContactValues {
  channel: ContactChannel | '';
  outcome: ContactOutcome | '';
  note: string;
}

/** A call, SMS or email to the borrower with how it went; past the pacing rule the agent confirms first. */
export function CollectionContactDialog(props: FileDialogProps) {
  const translate = useTranslate();
  const file = useCollectionFileRecord();
  const { channels, outcomes } = useCollectionChoices();
  const { warning, contactsThisWeek, contactsPerWeek } = file.pacing;
  return (
    <FileActionDialog<ContactValues, CollectionContactInput>
      {...props}
      title={messageKey('resources.collection-files.dialogs.contactTitle')}
      help={
        warning && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {warning === 'HOLIDAY'
              ? translate('resources.collection-files.dialogs.pacingHoliday')
              : translate('resources.collection-files.dialogs.pacingWeek', {
                  count: contactsThisWeek,
                  limit: contactsPerWeek,
                })}
          </Alert>
        )
      }
      initialValues={() => ({ channel: 'CALL', outcome: '', note: '' })}
      schema={collectionContactBody}
      toPayload={(values) => ({
        channel: values.channel as ContactChannel,
        outcome: values.outcome as ContactOutcome,
        note: blankToNull(values.note),
      })}
      send={(dataProvider, id, payload) => dataProvider.logCollectionContact(id, payload)}
      success={messageKey('messages.COLLECTION_CONTACT_SAVED')}
      confirmOnRefusal={{
        keys: [messageKey('errors.CONTACT_PACING_WEEK'), messageKey('errors.CONTACT_PACING_HOLIDAY')],
        confirmed: (payload) => ({ ...payload, confirmPacing: true }),
        label: messageKey('resources.collection-files.actions.confirmContact'),
      }}
    >
      <SelectInput source="channel" choices={channels} fullWidth isRequired />
      <SelectInput source="outcome" choices={outcomes} fullWidth isRequired />
      <WhatWasSaidInput />
    </FileActionDialog>
  );
}

interface PromiseValues {
  expectedOn: string;
  amount: number | null;
  note: string;
}

/** The borrower promises an Interac transfer on a business day to come. */
export function CollectionPromiseDialog(props: FileDialogProps) {
  const translate = useTranslate();
  return (
    <FileActionDialog<PromiseValues, CollectionPromiseInput>
      {...props}
      title={messageKey('resources.collection-files.dialogs.promiseTitle')}
      help={
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('resources.collection-files.dialogs.promiseHelp')}
        </Typography>
      }
      initialValues={(file) => ({ expectedOn: '', amount: file.amountOwed || null, note: '' })}
      schema={collectionPromiseBody}
      toPayload={(values, file) => ({
        version: file.version,
        expectedOn: values.expectedOn ?? '',
        amount: values.amount as number,
        note: blankToNull(values.note),
      })}
      send={(dataProvider, id, payload) => dataProvider.promiseTransfer(id, payload)}
      success={messageKey('messages.COLLECTION_PROMISE_SAVED')}
    >
      <LocalizedDateInput source="expectedOn" label={field('expectedOn')} fullWidth isRequired />
      <MoneyInput source="amount" label={field('amount')} fullWidth isRequired />
      <WhatWasSaidInput />
    </FileActionDialog>
  );
}

interface TransferValues {
  receivedOn: string;
  amount: number | null;
}

/** An Interac transfer received from the borrower: a payment on the loan, the promise kept. */
export function CollectionTransferDialog(props: FileDialogProps) {
  const translate = useTranslate();
  return (
    <FileActionDialog<TransferValues, CollectionTransferInput>
      {...props}
      title={messageKey('resources.collection-files.dialogs.transferTitle')}
      help={
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('resources.collection-files.dialogs.transferHelp')}
        </Typography>
      }
      initialValues={(file) => ({
        receivedOn: file.expectedTransferOn ?? '',
        amount: file.expectedAmount ?? (file.amountOwed || null),
      })}
      schema={collectionTransferBody}
      toPayload={(values, file) => ({
        version: file.version,
        receivedOn: values.receivedOn ?? '',
        amount: values.amount as number,
      })}
      send={(dataProvider, id, payload) => dataProvider.receiveTransfer(id, payload)}
      success={messageKey('messages.COLLECTION_TRANSFER_SAVED')}
    >
      <LocalizedDateInput source="receivedOn" label={field('receivedOn')} fullWidth isRequired />
      <MoneyInput source="amount" label={field('amount')} fullWidth isRequired />
    </FileActionDialog>
  );
}

/** A message from a template to the borrower, sent from the file and kept in its history. */
export function CollectionMessageDialog({ open, onClose }: FileDialogProps) {
  const file = useCollectionFileRecord();
  const dataProvider = useGuichetDataProvider();
  const refreshFile = useRefreshCollectionFile();
  const { data: customer } = useGetOne<CustomerRecord>('customers', { id: file.customerId }, { enabled: open });
  if (!open || !customer) return null;
  return (
    <SendMessageDialog
      customer={customer}
      loanId={file.loanId}
      onClose={() => {
        onClose();
        void refreshFile();
      }}
      send={(input) => dataProvider.sendFileMessage(file.id, input)}
    />
  );
}
