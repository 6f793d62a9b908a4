import { useId } from 'react';
import { Dialog, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { FieldValues, Resolver, SubmitHandler } from 'react-hook-form';
import { SelectInput } from 'react-admin';
import { addDays } from '../../domain/calendarDates';
import { PAYMENT_PROVIDERS } from '../../domain/loanStatuses';
import { takeStatementBody, type ProviderDayRecord, type TakeStatementInput } from '../../domain/reconciliation';
import { memberKey, messageGroup, messageKey, useTranslate } from '../../providers/translation';
import { Form } from '../common/Form';
import { FormDialogActions } from '../common/FormDialogActions';
import { LocalizedDateInput } from '../common/LocalizedDateInput';
import { useFormDialogSubmit } from '../common/useFormDialogSubmit';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import { zodFormResolver } from '../common/zodFormResolver';

const WORDS = messageGroup('resources.reconciliation.take');
const PROVIDERS = messageGroup('resources.loans.provider');
const resolver = zodFormResolver<TakeStatementInput>(takeStatementBody, (values) => values);

/** Takes a provider's statement of a past day by hand (the money job takes yesterday's by itself). */
export function TakeStatementDialog({
  onClose,
  onTaken,
}: {
  onClose: () => void;
  onTaken: (day: ProviderDayRecord) => void;
}) {
  const translate = useTranslate();
  const titleId = useId();
  const dataProvider = useGuichetDataProvider();
  const submit = useFormDialogSubmit(
    (values: TakeStatementInput) => dataProvider.takeProviderDay(values.provider, values.day),
    messageKey('resources.reconciliation.take.taken'),
    onTaken,
  );
  const yesterday = addDays(new Date().toISOString().slice(0, 10), -1);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <Form
        record={{ provider: 'CARD', day: yesterday }}
        resolver={resolver as unknown as Resolver<FieldValues>}
        onSubmit={submit as SubmitHandler<FieldValues>}
      >
        <DialogTitle id={titleId}>{translate(memberKey(WORDS, 'title'))}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate(memberKey(WORDS, 'help'))}</DialogContentText>
          <SelectInput
            source="provider"
            label={memberKey(WORDS, 'provider')}
            isRequired
            fullWidth
            choices={PAYMENT_PROVIDERS.map((provider) => ({
              id: provider,
              name: translate(memberKey(PROVIDERS, provider)),
            }))}
          />
          <LocalizedDateInput source="day" label={memberKey(WORDS, 'day')} isRequired fullWidth />
        </DialogContent>
        <FormDialogActions onCancel={onClose} submitLabel={memberKey(WORDS, 'submit')} />
      </Form>
    </Dialog>
  );
}
