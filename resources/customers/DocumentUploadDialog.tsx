import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { SaveButton, useCreate, useNotify } from 'react-admin';
import { Form } from '../common/Form';
import { useTranslate, type MessageKey, runtimeKey, messageKey } from '../../providers/translation';
import { documentUploadFields } from '../../domain/customerDocuments';
import type { DocumentUploadInput } from '../../providers/customerWire';
import { useApiErrorText, fieldErrorsOf } from '../common/apiErrors';
import { FilePicker } from '../common/FilePicker';
import { zodFormResolver } from '../common/zodFormResolver';
import { checkChosenFile, DOCUMENT_ACCEPT } from './documentFile';
import { documentFields, DocumentInputs, type DocumentFormValues } from './DocumentInputs';

const toFields = (values: DocumentFormValues) => documentFields(values, undefined);
/** The dialog sits inside the customer's record context: its form must not start from the customer's fields. */
const NO_RECORD = {};
const DEFAULTS: DocumentFormValues = { type: 'VOID_CHECK', status: 'RECEIVED' };
const resolver = zodFormResolver(documentUploadFields, toFields);

interface Props {
  customerId: number;
  onClose: () => void;
  reload: () => Promise<unknown>;
}

/** Files a document for the customer: a void cheque, a contract or another paper (PDF, PNG, JPEG). */
export function DocumentUploadDialog({ customerId, onClose, reload }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useApiErrorText();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<MessageKey | undefined>();

  const [create, { isPending: sending }] = useCreate();
  const upload = ({ fields, chosen }: { fields: DocumentUploadInput; chosen: File }) =>
    create(
      'customer-documents',
      // The provider sends it multipart, the file last (providers/customerParts.ts).
      { data: { ...fields, customerId, file: chosen } },
      {
        onSuccess: async () => {
          notify(messageKey('messages.DOCUMENT_CREATED'), { type: 'success' });
          await reload();
          onClose();
        },
        onError: (error) => {
          const fileProblem = fieldErrorsOf(error)?.file;
          if (fileProblem) setFileError(runtimeKey(fileProblem));
          notify(errorText(error), { type: 'error' });
        },
      },
    );
  const submit = async (values: DocumentFormValues) => {
    const problem = await checkChosenFile(file);
    setFileError(problem);
    if (!problem && file) upload({ fields: toFields(values) as DocumentUploadInput, chosen: file });
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="document-upload-title">
      <Form<DocumentFormValues> record={NO_RECORD} defaultValues={DEFAULTS} resolver={resolver} onSubmit={submit}>
        <DialogTitle id="document-upload-title">{translate('resources.customers.documents.upload')}</DialogTitle>
        <DialogContent>
          <FilePicker
            label={messageKey('resources.customers.documents.fields.file')}
            accept={DOCUMENT_ACCEPT}
            file={file}
            onChange={(chosen) => {
              setFile(chosen);
              setFileError(undefined);
            }}
            error={fileError}
          />
          <DocumentInputs />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SaveButton
            label={messageKey('resources.customers.documents.uploadSubmit')}
            alwaysEnable
            disabled={sending}
          />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
