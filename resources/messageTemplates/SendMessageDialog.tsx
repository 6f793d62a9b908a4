import { useId, useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  LinearProgress,
  MenuItem,
  TextField,
} from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslate, type MessageKey, messageKey } from '../../providers/translation';
import type {
  CustomerMessageRecord,
  MessageChannel,
  MessageTemplateRecord,
  SendCustomerMessageInput,
} from '../../domain/messageTemplates';
import type { CustomerRecord } from '../../providers/customerWire';
import { useApiErrorText } from '../common/apiErrors';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import { RenderedMessageView } from './RenderedMessageView';
import { useMessagePreview } from './useMessagePreview';
import { useSendOutcome } from './useSendOutcome';

export type MessageRecipient = Pick<CustomerRecord, 'id' | 'fullName' | 'email' | 'cellPhone' | 'language'>;

interface Props {
  customer: MessageRecipient;
  /** The loan the message is about (the loan screen); otherwise the customer's latest. */
  loanId?: number;
  onClose: () => void;
  /** Sends through another route than the customer's (a collection file's, which logs it in its history). */
  send?: (input: Omit<SendCustomerMessageInput, 'loanId'>) => Promise<{ messages: CustomerMessageRecord[] }>;
}

/** 32 random hex digits (crypto.randomUUID exists only on HTTPS pages; getRandomValues everywhere). */
const newIdempotencyKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** Why a channel cannot be chosen for this template and customer, or null when it can. */
function channelBlock(
  channel: MessageChannel,
  template: MessageTemplateRecord | undefined,
  customer: MessageRecipient,
): MessageKey | null {
  if (!template) return null;
  if (!(channel === 'EMAIL' ? template.emailEnabled : template.smsEnabled))
    return messageKey('resources.messageTemplates.send.disabled');
  if (channel === 'EMAIL' && !customer.email) return messageKey('resources.messageTemplates.send.noEmail');
  if (channel === 'SMS' && !customer.cellPhone) return messageKey('resources.messageTemplates.send.noCellphone');
  return null;
}

/**
 * The one dialog that sends a customer a message from a template (customer screen and loan screen):
 * the template, the channels it and the customer allow, the message as it will be sent in the
 * customer's language, then Send. One idempotency key per dialog: a double click sends once.
 */
export function SendMessageDialog({ customer, loanId, onClose, send: sendThrough }: Props) {
  const translate = useTranslate();
  const errorText = useApiErrorText();
  const dataProvider = useGuichetDataProvider();
  const titleId = useId();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [templateId, setTemplateId] = useState<number | ''>('');
  const [unchecked, setUnchecked] = useState<MessageChannel[]>([]);
  const templates = useQuery({
    queryKey: ['message-templates', 'choices'],
    queryFn: () => dataProvider.messageTemplateChoices(),
  });
  const template = templates.data?.find((choice) => choice.id === templateId);
  const available = (['EMAIL', 'SMS'] as const).filter(
    (channel) => template && !channelBlock(channel, template, customer),
  );
  const channels = available.filter((channel) => !unchecked.includes(channel));
  const previewInput = useMemo(() => {
    if (!template) return null;
    const { emailSubjectFr, emailSubjectEn, emailBodyFr, emailBodyEn, smsFr, smsEn } = template;
    return {
      emailSubjectFr,
      emailSubjectEn,
      emailBodyFr,
      emailBodyEn,
      smsFr,
      smsEn,
      customerId: customer.id,
      loanId: loanId ?? null,
    };
  }, [template, customer.id, loanId]);
  const preview = useMessagePreview(previewInput);
  const onOutcome = useSendOutcome(onClose);
  const send = useMutation({
    mutationFn: () =>
      sendThrough
        ? sendThrough({ templateId: templateId as number, channels, idempotencyKey })
        : dataProvider.sendCustomerMessage(customer.id, {
            templateId: templateId as number,
            channels,
            loanId: loanId ?? null,
            idempotencyKey,
          }),
    onSuccess: ({ messages }) => onOutcome(messages),
  });

  const addressOf = (channel: MessageChannel) => (channel === 'EMAIL' ? customer.email : customer.cellPhone);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {translate('resources.messageTemplates.send.title')} — {customer.fullName}
      </DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        {templates.isPending && <CircularProgress aria-label={translate('resources.messageTemplates.loading')} />}
        {templates.isError && <Alert severity="error">{errorText(templates.error)}</Alert>}
        <TextField
          select
          label={translate('resources.messageTemplates.send.template')}
          value={templateId}
          onChange={(event) => {
            setTemplateId(Number(event.target.value));
            setUnchecked([]);
          }}
          fullWidth
        >
          {(templates.data ?? []).map((choice) => (
            <MenuItem key={choice.id} value={choice.id}>
              {choice.title}
            </MenuItem>
          ))}
        </TextField>
        {template && (
          <FormControl component="fieldset">
            <FormLabel component="legend">{translate('resources.messageTemplates.send.channels')}</FormLabel>
            <FormGroup row sx={{ gap: 3 }}>
              {(['EMAIL', 'SMS'] as const).map((channel) => {
                const block = channelBlock(channel, template, customer);
                return (
                  <Box key={channel}>
                    <FormControlLabel
                      control={
                        <Checkbox
                          checked={channels.includes(channel)}
                          disabled={Boolean(block)}
                          onChange={(event) =>
                            setUnchecked((current) =>
                              event.target.checked ? current.filter((c) => c !== channel) : [...current, channel],
                            )
                          }
                        />
                      }
                      label={translate(`resources.messageTemplates.channels.${channel}`)}
                    />
                    <FormHelperText sx={{ mt: -1 }}>
                      {block
                        ? translate(block)
                        : translate('resources.messageTemplates.send.to', { address: addressOf(channel) })}
                    </FormHelperText>
                  </Box>
                );
              })}
            </FormGroup>
            <FormHelperText>
              {translate('resources.messageTemplates.send.language', {
                language: translate(`languageNames.${customer.language}`),
              })}
            </FormHelperText>
          </FormControl>
        )}
        {preview.isFetching && <LinearProgress aria-label={translate('resources.messageTemplates.preview.loading')} />}
        {preview.isError && <Alert severity="error">{errorText(preview.error)}</Alert>}
        {template && preview.data && (
          <RenderedMessageView
            rendered={preview.data[customer.language]}
            language={customer.language}
            showEmail={channels.includes('EMAIL')}
            showSms={channels.includes('SMS')}
          />
        )}
        {send.isError && <Alert severity="error">{errorText(send.error)}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button
          variant="contained"
          startIcon={<SendIcon />}
          onClick={() => send.mutate()}
          disabled={!template || channels.length === 0 || send.isPending}
        >
          {translate('resources.messageTemplates.send.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
