import { useId, useState, type ReactNode } from 'react';
import { Alert, Dialog, DialogContent, DialogTitle } from '@mui/material';
import type { FieldValues, Resolver, SubmitHandler } from 'react-hook-form';
import { Form } from '../common/Form';
import type { ZodType } from 'zod';
import type { GuichetDataProvider } from '../../providers/dataProvider';
import type { CollectionFileRecord } from '../../providers/collectionWire';
import { messageKey, runtimeKey, useTranslate, type MessageKey } from '../../providers/translation';
import { isStaleVersion, useApiErrorText } from '../common/apiErrors';
import { FormDialogActions } from '../common/FormDialogActions';
import { StaleVersionAlert } from '../common/StaleVersionAlert';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import { zodFormResolver } from '../common/zodFormResolver';
import { useNotify } from 'react-admin';
import { useCollectionFileRecord, useRefreshCollectionFile } from './useCollectionFile';

export interface FileDialogProps {
  open: boolean;
  onClose: () => void;
}

interface Props<Values extends FieldValues, Payload> extends FileDialogProps {
  title: MessageKey;
  submitLabel?: MessageKey;
  /** Said above the fields (what the action does). */
  help?: ReactNode;
  initialValues: (file: CollectionFileRecord) => Values;
  /** The route's own schema checks the form, on the payload it will send. */
  schema: ZodType;
  toPayload: (values: Values, file: CollectionFileRecord) => Payload;
  send: (dataProvider: GuichetDataProvider, fileId: number, payload: Payload) => Promise<unknown>;
  success: MessageKey;
  /** A refusal that is a question (the pacing rule): shown, and the same payload sent again once confirmed. */
  confirmOnRefusal?: { keys: string[]; confirmed: (payload: Payload) => Payload; label: MessageKey };
  children: ReactNode;
  maxWidth?: 'sm' | 'md';
}

/**
 * The frame of the file's dialogs: a form checked with the route's schema, sent with the version
 * read, spec §8's success message, and the file read again. Field errors land on their fields, a
 * refusal is said in the dialog, a stale version asks for Update.
 */
export function FileActionDialog<Values extends FieldValues, Payload>(props: Props<Values, Payload>) {
  const titleId = useId();
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      fullWidth
      maxWidth={props.maxWidth ?? 'sm'}
      aria-labelledby={titleId}
    >
      {props.open && <FileActionForm {...props} titleId={titleId} />}
    </Dialog>
  );
}

function FileActionForm<Values extends FieldValues, Payload>({
  title,
  submitLabel,
  help,
  initialValues,
  schema,
  toPayload,
  send,
  success,
  confirmOnRefusal,
  children,
  onClose,
  titleId,
}: Props<Values, Payload> & { titleId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useApiErrorText();
  const dataProvider = useGuichetDataProvider();
  const file = useCollectionFileRecord();
  const refreshFile = useRefreshCollectionFile();
  const [defaults] = useState(() => initialValues(file));
  const [refusal, setRefusal] = useState<string | null>(null);
  const [question, setQuestion] = useState<{ text: string; payload: Payload } | null>(null);
  const [stale, setStale] = useState(false);

  const run = async (payload: Payload): Promise<Record<string, string> | undefined> => {
    try {
      await send(dataProvider, file.id, payload);
      notify(success, { type: 'success' });
      onClose();
      void refreshFile();
      return undefined;
    } catch (error) {
      const body = (error as { body?: { message?: string; errors?: Record<string, string> } }).body;
      if (body?.errors) return body.errors;
      if (isStaleVersion(error)) {
        setStale(true);
        return undefined;
      }
      if (confirmOnRefusal && body?.message && confirmOnRefusal.keys.includes(body.message)) {
        setQuestion({ text: errorText(error), payload: confirmOnRefusal.confirmed(payload) });
        return undefined;
      }
      setRefusal(errorText(error));
      return undefined;
    }
  };

  return (
    <Form
      record={defaults}
      resolver={
        zodFormResolver<Values>(schema, (values) => toPayload(values, file)) as unknown as Resolver<FieldValues>
      }
      onSubmit={
        (async (values: Values) => {
          setRefusal(null);
          if (question) return run(question.payload);
          return run(toPayload(values, file));
        }) as SubmitHandler<FieldValues>
      }
      noValidate
    >
      <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
      <DialogContent>
        {stale && (
          <StaleVersionAlert
            onUpdate={() => {
              setStale(false);
              void refreshFile();
            }}
          />
        )}
        {help}
        {children}
        {refusal && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {translate(runtimeKey(refusal), { _: refusal })}
          </Alert>
        )}
        {question && (
          <Alert severity="warning" role="alert" sx={{ mt: 2 }}>
            {question.text}
          </Alert>
        )}
      </DialogContent>
      <FormDialogActions
        onCancel={onClose}
        submitLabel={
          question && confirmOnRefusal ? confirmOnRefusal.label : (submitLabel ?? messageKey('ra.action.save'))
        }
      />
    </Form>
  );
}
