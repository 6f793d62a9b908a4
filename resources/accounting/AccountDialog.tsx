import { useId } from 'react';
import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import type { FieldValues, Resolver, SubmitHandler } from 'react-hook-form';
import { BooleanInput, SelectInput, TextInput } from 'react-admin';
import {
  ACCOUNT_TYPES,
  createAccountBody,
  updateAccountBody,
  type AccountRecord,
  type CreateAccountInput,
  type UpdateAccountInput,
} from '../../domain/accounting';
import { memberKey, messageGroup, messageKey, useTranslate } from '../../providers/translation';
import { Form } from '../common/Form';
import { FormDialogActions } from '../common/FormDialogActions';
import { useFormDialogSubmit } from '../common/useFormDialogSubmit';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import { zodFormResolver } from '../common/zodFormResolver';

const FIELDS = messageGroup('resources.accounting.chart.fields');
const TYPES = messageGroup('resources.accounting.accountTypes');

const createResolver = zodFormResolver<CreateAccountInput>(createAccountBody, (values) => values);
const updateResolver = zodFormResolver<UpdateAccountInput>(updateAccountBody, (values) => values);

/** A new account (its number and type), or an account renamed, disabled or enabled again. */
export function AccountDialog({
  account,
  onClose,
  onSaved,
}: {
  /** The account changed; none for a new one. */
  account?: AccountRecord;
  onClose: () => void;
  onSaved: () => void;
}) {
  const translate = useTranslate();
  const titleId = useId();
  const dataProvider = useGuichetDataProvider();
  const submit = useFormDialogSubmit(
    (values: CreateAccountInput & UpdateAccountInput) =>
      account
        ? dataProvider.updateAccount(account.id, updateAccountBody.parse(values))
        : dataProvider.addAccount(createAccountBody.parse(values)),
    messageKey('resources.accounting.chart.saved'),
    onSaved,
  );
  const record = account
    ? { nameFr: account.nameFr, nameEn: account.nameEn, enabled: account.enabled }
    : { number: '', nameFr: '', nameEn: '', type: 'INCOME' };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <Form
        record={record}
        resolver={(account ? updateResolver : createResolver) as unknown as Resolver<FieldValues>}
        onSubmit={submit as SubmitHandler<FieldValues>}
      >
        <DialogTitle id={titleId}>
          {account
            ? translate('resources.accounting.chart.editTitle', { number: account.number })
            : translate('resources.accounting.chart.addTitle')}
        </DialogTitle>
        <DialogContent>
          {!account && (
            <>
              <TextInput source="number" label={memberKey(FIELDS, 'number')} isRequired fullWidth autoFocus />
              <SelectInput
                source="type"
                label={memberKey(FIELDS, 'type')}
                isRequired
                fullWidth
                choices={ACCOUNT_TYPES.map((type) => ({ id: type, name: translate(memberKey(TYPES, type)) }))}
              />
            </>
          )}
          <TextInput source="nameFr" label={memberKey(FIELDS, 'nameFr')} isRequired fullWidth autoFocus={!!account} />
          <TextInput source="nameEn" label={memberKey(FIELDS, 'nameEn')} isRequired fullWidth />
          {account && <BooleanInput source="enabled" label={memberKey(FIELDS, 'enabled')} />}
        </DialogContent>
        <FormDialogActions onCancel={onClose} />
      </Form>
    </Dialog>
  );
}
