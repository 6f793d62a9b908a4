import { Alert, Box, Button, CircularProgress, Dialog, DialogContent, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import { ArrayInput, DateInput, NumberInput, SimpleFormIterator } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { createAgreementBody, type CreateAgreementInput } from '../../domain/agreementRecords';
import { evenAgreement } from '../../domain/paymentAgreements';
import { createPaymentCalendar } from '../../domain/paymentCalendar';
import { formatCad } from '../../providers/formatters';
import { messageKey, useTranslate } from '../../providers/translation';
import type { AgreementOffer } from '../../providers/agreementActions';
import { useApiErrorText } from '../common/apiErrors';
import { MoneyInput } from '../common/MoneyInput';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import { agreementPath } from '../agreements/agreementPaths';
import { FileActionDialog, type FileDialogProps } from './FileActionDialog';
import { useCollectionFileRecord } from './useCollectionFile';

interface AgreementValues {
  payments: { date: string; amount: number | null }[];
  count: number | null;
  first: string;
  every: number | null;
}

const field = (name: 'count' | 'first' | 'every') => messageKey(`resources.agreements.dialog.${name}`);

/** The proposal's three numbers, and the button that spreads what is owed over that many payments. */
function ProposalInputs({ owed, province }: { owed: number; province: string | null }) {
  const translate = useTranslate();
  const { setValue, getValues } = useFormContext<AgreementValues>();
  const propose = () => {
    const { count, first, every } = getValues();
    if (!count || count < 1 || !first || !every || every < 1) return;
    setValue(
      'payments',
      evenAgreement(owed, count, first, every, createPaymentCalendar({ province: province ?? undefined })),
      {
        shouldDirty: true,
      },
    );
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
      <NumberInput source="count" label={field('count')} min={1} max={52} step={1} helperText={false} />
      <DateInput source="first" label={field('first')} helperText={false} />
      <NumberInput source="every" label={field('every')} min={1} max={62} step={1} helperText={false} />
      <Button onClick={propose} variant="outlined">
        {translate('resources.agreements.actions.propose')}
      </Button>
    </Stack>
  );
}

/** What the rows add up to, against what is owed: the agent sees a cent's difference before sending. */
function PaymentsSum({ owed }: { owed: number }) {
  const translate = useTranslate();
  const payments = useWatch<AgreementValues, 'payments'>({ name: 'payments' }) ?? [];
  const sum = payments.reduce((total, payment) => total + (payment?.amount ?? 0), 0);
  return (
    <Typography color={sum === owed ? 'success.main' : 'error'} data-testid="agreement-sum">
      {translate('resources.agreements.dialog.sum', { amount: formatCad(sum) })}
    </Typography>
  );
}

function AgreementForm({ offer, ...props }: FileDialogProps & { offer: AgreementOffer }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const file = useCollectionFileRecord();
  return (
    <FileActionDialog<AgreementValues, CreateAgreementInput>
      {...props}
      title={messageKey('resources.agreements.dialog.title')}
      maxWidth="md"
      help={
        <Stack spacing={1} sx={{ mb: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {translate('resources.agreements.dialog.help')}
          </Typography>
          <Typography variant="h6" component="p" data-testid="agreement-owed">
            {translate('resources.agreements.dialog.owed', { amount: formatCad(offer.owed) })}
          </Typography>
        </Stack>
      }
      initialValues={() => ({
        payments: offer.proposal,
        count: offer.proposal.length || null,
        first: offer.proposal[0]?.date ?? '',
        every: 14,
      })}
      schema={createAgreementBody}
      toPayload={(values) => ({
        version: file.version,
        payments: (values.payments ?? []).map((payment) => ({
          date: payment?.date ?? '',
          amount: payment?.amount as number,
        })),
      })}
      send={async (dataProvider, fileId, payload) => {
        const agreement = await dataProvider.createAgreement(fileId, payload);
        navigate(agreementPath(agreement.id));
        return agreement;
      }}
      success={messageKey('messages.AGREEMENT_SAVED')}
    >
      <ProposalInputs owed={offer.owed} province={file.province} />
      <ArrayInput source="payments" label={false}>
        <SimpleFormIterator inline disableReordering>
          <DateInput source="date" label={messageKey('resources.agreements.fields.date')} helperText={false} />
          <MoneyInput source="amount" label={messageKey('resources.agreements.fields.amount')} helperText={false} />
        </SimpleFormIterator>
      </ArrayInput>
      <PaymentsSum owed={offer.owed} />
    </FileActionDialog>
  );
}

/**
 * A payment agreement made from the file: what is owed today, a first even proposal the agent can
 * redo or edit row by row, the rows' sum against what is owed.
 */
export function CollectionAgreementDialog(props: FileDialogProps) {
  const file = useCollectionFileRecord();
  const dataProvider = useGuichetDataProvider();
  const errorText = useApiErrorText();
  const offer = useQuery({
    queryKey: ['collection-files', file.id, 'agreement-offer', file.version],
    queryFn: () => dataProvider.agreementOffer(file.id),
    enabled: props.open,
  });
  if (!props.open) return null;
  if (offer.data) return <AgreementForm {...props} offer={offer.data} />;
  return (
    <Dialog open onClose={props.onClose}>
      <DialogContent>
        {offer.isError ? (
          <Alert severity="error">{errorText(offer.error)}</Alert>
        ) : (
          <Box sx={{ p: 2 }}>
            <CircularProgress />
          </Box>
        )}
      </DialogContent>
    </Dialog>
  );
}
