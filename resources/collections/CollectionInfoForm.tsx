import { useState } from 'react';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import type { FieldValues, Resolver, SubmitHandler } from 'react-hook-form';
import { CheckboxGroupInput, SelectInput, useCanAccess, useNotify } from 'react-admin';
import { Form } from '../common/Form';
import { updateCollectionFileBody, type UpdateCollectionFileInput } from '../../domain/collectionRecords';
import type { CollectionFileRecord } from '../../providers/collectionWire';
import { memberKey, messageKey, useTranslate } from '../../providers/translation';
import { isStaleVersion, useApiErrorText, fieldErrorsOf } from '../common/apiErrors';
import { StaleVersionAlert } from '../common/StaleVersionAlert';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import { zodFormResolver } from '../common/zodFormResolver';
import { useCollectionChoices } from './useCollectionChoices';
import { useCollectionFileRecord, useRefreshCollectionFile } from './useCollectionFile';
import { LocalizedDateInput } from '../common/LocalizedDateInput';

type InfoValues = Pick<
  CollectionFileRecord,
  'status' | 'reason' | 'stepsChecked' | 'followUpOn' | 'assignedTo' | 'agreement'
>;

/** The form's values as the route takes them: only what it may set by hand, an empty day as none. */
function toPayload(values: InfoValues, file: CollectionFileRecord): UpdateCollectionFileInput {
  const agentStatus = ['OPEN', 'FOLLOW_UP', 'WAITING_RESPONSE', 'SETTLED'].includes(values.status);
  const agreementByHand = values.agreement === 'NONE' || values.agreement === 'DEFER_PAYMENT_AT_END';
  return {
    version: file.version,
    ...(agentStatus && values.status !== file.status
      ? { status: values.status as UpdateCollectionFileInput['status'] }
      : {}),
    reason: values.reason,
    stepsChecked: values.stepsChecked ?? [],
    followUpOn: values.followUpOn || null,
    assignedTo: values.assignedTo || null,
    ...(agreementByHand ? { agreement: values.agreement as UpdateCollectionFileInput['agreement'] } : {}),
  };
}

/** "Save collection info": status, reason, steps checked, follow-up day, agent, what was agreed. */
export function CollectionInfoForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useApiErrorText();
  const dataProvider = useGuichetDataProvider();
  const file = useCollectionFileRecord();
  const refreshFile = useRefreshCollectionFile();
  const { canAccess: canEdit } = useCanAccess({ resource: 'collection-files', action: 'edit' });
  const { reasons, statuses, steps, agents } = useCollectionChoices();
  const [stale, setStale] = useState(false);
  const readOnly = !canEdit || file.status === 'SETTLED';
  // The status a promise or the sweep set stays a choice, shown as it is, until the agent picks another.
  const statusName = (status: CollectionFileRecord['status']) =>
    translate(memberKey('resources.collection-files.status', status));
  const statusChoices = [
    ...statuses,
    ...(statuses.some((choice) => choice.id === file.status)
      ? []
      : [{ id: file.status, name: statusName(file.status) }]),
    // Settling by hand: only once nothing is past due (a file an agent opened on a loan paid up).
    ...(file.amountOwed === 0 && file.status !== 'SETTLED' ? [{ id: 'SETTLED', name: statusName('SETTLED') }] : []),
  ];
  const agreementChoices = (['NONE', 'DEFER_PAYMENT_AT_END', file.agreement] as const)
    .filter((value, index, all) => all.indexOf(value) === index)
    .map((id) => ({ id, name: translate(memberKey('resources.collection-files.agreement', id)) }));

  const submit = async (values: InfoValues) => {
    try {
      await dataProvider.saveCollectionInfo(file.id, toPayload(values, file));
      notify(messageKey('messages.COLLECTION_INFO_SAVED'), { type: 'success' });
      await refreshFile();
      return undefined;
    } catch (error) {
      const errors = fieldErrorsOf(error);
      if (errors) return errors;
      if (isStaleVersion(error)) setStale(true);
      else notify(errorText(error), { type: 'error' });
      return undefined;
    }
  };

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('resources.collection-files.detail.info')}
        </Typography>
        {stale && (
          <StaleVersionAlert
            onUpdate={() => {
              setStale(false);
              void refreshFile();
            }}
          />
        )}
        <Form
          key={file.version}
          record={file}
          resolver={
            zodFormResolver<InfoValues>(updateCollectionFileBody, (values) =>
              toPayload(values, file),
            ) as unknown as Resolver<FieldValues>
          }
          onSubmit={submit as unknown as SubmitHandler<FieldValues>}
          noValidate
        >
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', columnGap: 2 }}>
            <SelectInput source="status" choices={statusChoices} readOnly={readOnly} />
            <SelectInput source="reason" choices={reasons} readOnly={readOnly} />
            <LocalizedDateInput source="followUpOn" readOnly={readOnly} />
            <SelectInput
              source="assignedTo"
              choices={agents}
              emptyText={translate('resources.collection-files.filters.unassigned')}
              readOnly={readOnly}
            />
            <SelectInput
              source="agreement"
              choices={agreementChoices}
              readOnly={readOnly || agreementChoices.length > 2}
            />
          </Box>
          <CheckboxGroupInput source="stepsChecked" choices={steps} readOnly={readOnly} row />
          {!readOnly && (
            <Button type="submit" variant="contained">
              {translate('resources.collection-files.actions.save')}
            </Button>
          )}
        </Form>
      </CardContent>
    </Card>
  );
}
