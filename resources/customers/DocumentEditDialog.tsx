import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { SaveButton, useNotify, useUpdate } from 'react-admin';
import { Form } from '../common/Form';
import { useTranslate, messageKey } from '../../providers/translation';
import { updateDocumentBody } from '../../domain/customerDocuments';
import type { DocumentChanges } from '../../providers/customerActions';
import type { CustomerDocument } from '../../providers/customerWire';
import { useVersionedSaveErrors } from '../common/useVersionedSaveErrors';
import { StaleVersionAlert } from '../common/StaleVersionAlert';
import { zodFormResolver } from '../common/zodFormResolver';
import { documentFields, DocumentInputs, type DocumentFormValues } from './DocumentInputs';

interface Props {
  /** The document as last loaded: Update after a 409 brings its new version here. */
  document: CustomerDocument;
  onClose: () => void;
  reload: () => Promise<unknown>;
}

/** Changes a document's description (its file stays); the version read guards against a lost update. */
export function DocumentEditDialog({ document, onClose, reload }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const { stale, setStale, onError } = useVersionedSaveErrors();
  const [initial] = useState(() => document);
  const changesOf = (values: DocumentFormValues) =>
    ({ ...documentFields(values, null), version: document.version }) as DocumentChanges;

  const [update, { isPending }] = useUpdate();
  const save = (values: DocumentFormValues) =>
    update(
      'customer-documents',
      { id: document.id, data: changesOf(values), previousData: document },
      {
        onSuccess: async () => {
          notify(messageKey('messages.DOCUMENT_UPDATED'), { type: 'success' });
          await reload();
          onClose();
        },
        onError,
      },
    );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="document-edit-title">
      <Form<DocumentFormValues>
        record={initial}
        resolver={zodFormResolver(updateDocumentBody, changesOf)}
        onSubmit={(values: DocumentFormValues) => save(values)}
      >
        <DialogTitle id="document-edit-title">
          {translate('resources.customers.documents.edit', { name: document.name })}
        </DialogTitle>
        <DialogContent>
          {stale && (
            <StaleVersionAlert
              onUpdate={async () => {
                await reload();
                setStale(false);
              }}
            />
          )}
          <DocumentInputs />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SaveButton alwaysEnable disabled={isPending} />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
