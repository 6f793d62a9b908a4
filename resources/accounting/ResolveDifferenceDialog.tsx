import { useId } from 'react';
import { Dialog, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { FieldValues, Resolver, SubmitHandler } from 'react-hook-form';
import { FormDataConsumer, RadioButtonGroupInput, SelectInput, TextInput } from 'react-admin';
import { mayBeCounter, MOVEMENT_PART } from '../../domain/accounting';
import {
  DIFFERENCE_RESOLUTIONS,
  resolveDifferenceBody,
  type DifferenceRecord,
  type ResolveDifferenceInput,
} from '../../domain/reconciliation';
import { formatCad } from '../../providers/formatters';
import { memberKey, messageGroup, messageKey, useTranslate } from '../../providers/translation';
import { Form } from '../common/Form';
import { FormDialogActions } from '../common/FormDialogActions';
import { useFormDialogSubmit } from '../common/useFormDialogSubmit';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import { zodFormResolver } from '../common/zodFormResolver';
import { accountName } from './accountName';

const WORDS = messageGroup('resources.reconciliation.resolveDialog');
const RESOLUTIONS = messageGroup('resources.reconciliation.resolutions');

/** An empty account choice is the mapping's counter-account: the body leaves it out. */
const toBody = (values: ResolveDifferenceInput & { accountId?: number | '' | null }): ResolveDifferenceInput => ({
  resolution: values.resolution,
  note: values.note,
  ...(values.resolution === 'ADJUSTED' && values.accountId ? { accountId: Number(values.accountId) } : {}),
});
const resolver = zodFormResolver<ResolveDifferenceInput>(resolveDifferenceBody, toBody);

/** Resolves one difference of a provider's day: how, with which account for an adjustment, and why. */
export function ResolveDifferenceDialog({
  difference,
  onClose,
  onResolved,
}: {
  difference: DifferenceRecord;
  onClose: () => void;
  onResolved: () => void;
}) {
  const translate = useTranslate();
  const titleId = useId();
  const dataProvider = useGuichetDataProvider();
  const { data: accounts = [] } = useQuery({
    queryKey: ['accounting', 'accounts'],
    queryFn: () => dataProvider.accounts(),
    staleTime: 60_000,
  });
  const { data: mappings = [] } = useQuery({
    queryKey: ['accounting', 'mappings'],
    queryFn: () => dataProvider.accountMappings(),
    staleTime: 60_000,
  });
  const mapped = accounts.find(
    (account) =>
      account.id === mappings.find((mapping) => mapping.kind === 'RECONCILIATION_ADJUSTMENT')?.counterAccountId,
  );
  const submit = useFormDialogSubmit(
    (values: ResolveDifferenceInput) => dataProvider.resolveDifference(difference.id, toBody(values)),
    messageKey('resources.reconciliation.resolveDialog.saved'),
    onResolved,
  );
  const choices = accounts
    .filter((account) => account.enabled && mayBeCounter(MOVEMENT_PART, account.role))
    .map((account) => ({ id: account.id, name: accountName(account) }));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <Form
        record={{ resolution: 'TIMING', note: '', accountId: '' }}
        resolver={resolver as unknown as Resolver<FieldValues>}
        onSubmit={submit as SubmitHandler<FieldValues>}
      >
        <DialogTitle id={titleId}>
          {translate('resources.reconciliation.day.resolveOf', { reference: difference.reference })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {translate(memberKey(WORDS, 'help'), { amount: formatCad(difference.adjustmentCents) })}
          </DialogContentText>
          <RadioButtonGroupInput
            source="resolution"
            label={messageKey('resources.reconciliation.day.resolution')}
            row={false}
            choices={DIFFERENCE_RESOLUTIONS.map((resolution) => ({
              id: resolution,
              name: translate(memberKey(RESOLUTIONS, resolution)),
            }))}
          />
          <FormDataConsumer>
            {({ formData }) =>
              formData.resolution === 'ADJUSTED' ? (
                <SelectInput
                  source="accountId"
                  label={memberKey(WORDS, 'account')}
                  fullWidth
                  emptyText={translate(memberKey(WORDS, 'defaultAccount'), {
                    name: mapped ? accountName(mapped) : '',
                  })}
                  choices={choices}
                />
              ) : null
            }
          </FormDataConsumer>
          <TextInput source="note" label={memberKey(WORDS, 'note')} isRequired fullWidth multiline minRows={2} />
        </DialogContent>
        <FormDialogActions onCancel={onClose} submitLabel={memberKey(WORDS, 'save')} />
      </Form>
    </Dialog>
  );
}
