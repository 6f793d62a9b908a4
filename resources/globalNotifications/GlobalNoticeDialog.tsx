import { useId } from 'react';
import { Box, Dialog, DialogContent, DialogTitle } from '@mui/material';
import type { FieldValues, Resolver, SubmitHandler } from 'react-hook-form';
import { TextInput, useCreate, useUpdate } from 'react-admin';
import { Form } from '../common/Form';
import { useTranslate, messageKey } from '../../providers/translation';
import { globalNoticeBody, type GlobalNotice } from '../../domain/notifications';
import { FormDialogActions } from '../common/FormDialogActions';
import { useFormDialogSubmit } from '../common/useFormDialogSubmit';
import { zodFormResolver } from '../common/zodFormResolver';
import { newNoticeValues, noticeFormValues, toNoticePayload, type GlobalNoticeFormValues } from './globalNoticeForm';
import { LocalizedDateInput } from '../common/LocalizedDateInput';

const RESOURCE = 'global-notifications';
const resolver = zodFormResolver<GlobalNoticeFormValues>(globalNoticeBody, toNoticePayload);

interface Props {
  /** The notice to change; none to publish a new one. */
  notice?: GlobalNotice;
  onClose: () => void;
}

/** Publishes or changes a notice: both languages, a start and an end (checked by the server's schema first). */
export function GlobalNoticeDialog({ notice, onClose }: Props) {
  const translate = useTranslate();
  const titleId = useId();
  const [create] = useCreate();
  const [update] = useUpdate();

  async function save(values: GlobalNoticeFormValues) {
    const data = toNoticePayload(values);
    if (notice)
      await update(
        RESOURCE,
        { id: notice.id, data, previousData: notice },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
    else await create(RESOURCE, { data }, { returnPromise: true });
  }
  const submit = useFormDialogSubmit(save, messageKey('messages.GLOBAL_NOTIFICATION_SAVED'), onClose);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <Form
        record={notice ? noticeFormValues(notice) : newNoticeValues()}
        resolver={resolver as unknown as Resolver<FieldValues>}
        onSubmit={submit as SubmitHandler<FieldValues>}
      >
        <DialogTitle id={titleId}>
          {translate(
            notice
              ? messageKey('resources.globalNotificationsScreen.editTitle')
              : messageKey('resources.globalNotificationsScreen.createTitle'),
          )}
        </DialogTitle>
        <DialogContent>
          <TextInput source="messageFr" resource={RESOURCE} multiline minRows={2} fullWidth isRequired autoFocus />
          <TextInput source="messageEn" resource={RESOURCE} multiline minRows={2} fullWidth isRequired />
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
            <LocalizedDateInput kind="moment" resource={RESOURCE} source="startsAt" isRequired fullWidth />
            <LocalizedDateInput kind="moment" resource={RESOURCE} source="endsAt" isRequired fullWidth />
          </Box>
        </DialogContent>
        <FormDialogActions onCancel={onClose} />
      </Form>
    </Dialog>
  );
}
