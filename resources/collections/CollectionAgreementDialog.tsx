import { useEffect, useId, useRef } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import { RadioButtonGroupInput } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { createAgreementBody, type CreateAgreementInput } from '../../domain/agreementRecords';
import {
  AGREEMENT_METHODS,
  AGREEMENT_SCOPES,
  type AgreementMethod,
  type AgreementScope,
} from '../../domain/paymentAgreements';
import { formatCad } from '../../providers/formatters';
import { memberKey, messageKey, runtimeKey, useTranslate } from '../../providers/translation';
import { currentLanguage } from '../../providers/i18nProvider';
import { readableParams } from '../../providers/refusalParams';
import type { AgreementOffer } from '../../providers/agreementActions';
import { useApiErrorText } from '../common/apiErrors';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import {
  AgreedPaymentsInputs,
  agreedPaymentsOf,
  proposalValues,
  type AgreedPaymentsValues,
} from '../agreements/AgreedPaymentsInputs';
import { agreementPath } from '../agreements/agreementPaths';
import { FileActionDialog, type FileDialogProps } from './FileActionDialog';
import { useCollectionFileRecord } from './useCollectionFile';

interface AgreementValues extends AgreedPaymentsValues {
  method: AgreementMethod;
  scope: AgreementScope;
}

const owedBy = (offer: AgreementOffer, scope: AgreementScope) => (scope === 'ARREARS' ? offer.pastDue : offer.owed);

/**
 * How the borrower pays and what the agreement covers. Covering the other amount proposes its
 * payments afresh; without a bank account on file only Interac is offered.
 */
function AgreementTermsInputs({ offer }: { offer: AgreementOffer }) {
  const translate = useTranslate();
  const { setValue } = useFormContext<AgreementValues>();
  const scope = useWatch<AgreementValues, 'scope'>({ name: 'scope' });
  const shown = useRef(scope);
  useEffect(() => {
    if (shown.current === scope) return;
    shown.current = scope;
    const values = proposalValues(offer.proposals[scope]);
    for (const name of ['payments', 'count', 'first'] as const) setValue(name, values[name], { shouldDirty: true });
  }, [scope, offer, setValue]);
  const choice = (group: 'method' | 'scope', value: string) => ({
    id: value,
    name: translate(memberKey(`resources.agreements.${group}`, value)),
  });
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ columnGap: 4 }}>
      <RadioButtonGroupInput
        source="method"
        label={messageKey('resources.agreements.fields.method')}
        choices={AGREEMENT_METHODS.filter((method) => method === 'INTERAC' || offer.canDebit).map((method) =>
          choice('method', method),
        )}
        helperText={offer.canDebit ? false : messageKey('resources.agreements.dialog.noBankAccount')}
      />
      {offer.pastDue > 0 && (
        <RadioButtonGroupInput
          source="scope"
          label={messageKey('resources.agreements.fields.scope')}
          choices={AGREEMENT_SCOPES.map((value) => ({
            id: value,
            name: `${translate(memberKey('resources.agreements.scope', value))} (${formatCad(owedBy(offer, value))})`,
          }))}
          helperText={memberKey('resources.agreements.scopeHelp', scope)}
        />
      )}
    </Stack>
  );
}

/** What the chosen scope comes to, and the payments that must add up to it. */
function AgreementAmounts({ offer, province }: { offer: AgreementOffer; province: string | null }) {
  const translate = useTranslate();
  const scope = useWatch<AgreementValues, 'scope'>({ name: 'scope' });
  const owed = owedBy(offer, scope);
  return (
    <>
      <Typography variant="h6" component="p" data-testid="agreement-owed" sx={{ mb: 1 }}>
        {translate('resources.agreements.dialog.owed', { amount: formatCad(owed) })}
      </Typography>
      <AgreedPaymentsInputs owed={owed} province={province} />
    </>
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
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('resources.agreements.dialog.help')}
        </Typography>
      }
      initialValues={() => ({
        ...proposalValues(offer.proposals.BALANCE),
        method: offer.canDebit ? 'PAD' : 'INTERAC',
        scope: 'BALANCE',
      })}
      schema={createAgreementBody}
      toPayload={(values) => ({
        version: file.version,
        method: values.method ?? 'INTERAC',
        scope: values.scope ?? 'BALANCE',
        payments: agreedPaymentsOf(values),
      })}
      send={async (dataProvider, fileId, payload) => {
        const agreement = await dataProvider.createAgreement(fileId, payload);
        navigate(agreementPath(agreement.id));
        return agreement;
      }}
      success={messageKey('messages.AGREEMENT_SAVED')}
    >
      <AgreementTermsInputs offer={offer} />
      <AgreementAmounts offer={offer} province={file.province} />
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
  const translate = useTranslate();
  const titleId = useId();
  const offer = useQuery({
    queryKey: ['collection-files', file.id, 'agreement-offer', file.version],
    queryFn: () => dataProvider.agreementOffer(file.id),
    enabled: props.open,
  });
  if (!props.open) return null;
  if (offer.data && !offer.data.refusal) return <AgreementForm {...props} offer={offer.data} />;
  const refusal = offer.data?.refusal;
  return (
    <Dialog open onClose={props.onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate('resources.agreements.dialog.title')}</DialogTitle>
      <DialogContent>
        {/* The file's state forbids any agreement: said before the agent types, not on save. */}
        {refusal ? (
          <Alert severity="warning" data-testid="agreement-refused">
            {translate(runtimeKey(refusal.message), readableParams(refusal.params, currentLanguage))}
          </Alert>
        ) : offer.isError ? (
          <Alert severity="error">{errorText(offer.error)}</Alert>
        ) : (
          <Box sx={{ p: 2 }}>
            <CircularProgress aria-label={translate('ra.page.loading')} />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
