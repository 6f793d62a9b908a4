import { Box, Typography } from '@mui/material';
import { DataTable, List, SelectInput, TextInput } from 'react-admin';
import { AGREEMENT_PAYMENT_STATUSES, AGREEMENT_STATUSES } from '../../domain/paymentAgreements';
import type { AgreementPaymentListRecord } from '../../domain/agreementRecords';
import { formatCad } from '../../providers/formatters';
import { memberKey, messageKey, useTranslate } from '../../providers/translation';
import { ColumnsToolbar, ONE_LINE, RecordTable } from '../common/dataTable/RecordTable';
import { SHOW_FILTER_ERROR } from '../common/filterInputStyle';
import { minSearchText } from '../common/validators';
import { agreementPath } from './agreementPaths';
import { AgreementPaymentChip, AgreementStatusChip } from './AgreementStatusChips';

/** /apps/agreement/all (spec §3's payment agreement): every agreed payment, by day; a row opens its agreement. */
export function AgreementPaymentList() {
  const translate = useTranslate();
  const choices = (group: 'status' | 'paymentStatus', values: readonly string[]) =>
    values.map((id) => ({ id, name: translate(memberKey(`resources.agreements.${group}`, id)) }));
  const filters = [
    <TextInput key="q" source="q" alwaysOn validate={minSearchText} sx={SHOW_FILTER_ERROR} />,
    <SelectInput
      key="status"
      source="status"
      alwaysOn
      choices={choices('paymentStatus', AGREEMENT_PAYMENT_STATUSES)}
      helperText={false}
    />,
    <SelectInput
      key="agreementStatus"
      source="agreementStatus"
      alwaysOn
      choices={choices('status', AGREEMENT_STATUSES)}
      helperText={false}
    />,
  ];
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="h5" component="h1">
        {translate('resources.agreements.listTitle')}
      </Typography>
      <List<AgreementPaymentListRecord>
        resource="agreement-payments"
        title={messageKey('resources.agreements.listTitle')}
        filters={filters}
        actions={<ColumnsToolbar />}
        sort={{ field: 'date', order: 'ASC' }}
        perPage={25}
        empty={false}
      >
        <RecordTable
          label={translate('resources.agreements.listTitle')}
          rowClick={(_id, _resource, record) => agreementPath((record as AgreementPaymentListRecord).agreementId)}
          emptyLabel={messageKey('resources.agreements.empty')}
        >
          <DataTable.Col source="fileId" disableSort />
          <DataTable.Col
            source="name"
            disableSort
            cellSx={ONE_LINE}
            render={(row: AgreementPaymentListRecord) => `${row.firstName} ${row.lastName}`}
          />
          <DataTable.Col source="date" cellSx={ONE_LINE} />
          <DataTable.Col
            source="amount"
            align="right"
            render={(row: AgreementPaymentListRecord) => formatCad(row.amount)}
          />
          <DataTable.Col source="depositedOn" disableSort cellSx={ONE_LINE} />
          <DataTable.Col
            source="status"
            disableSort
            render={(row: AgreementPaymentListRecord) => <AgreementPaymentChip status={row.status} />}
          />
          <DataTable.Col
            source="agreementStatus"
            disableSort
            render={(row: AgreementPaymentListRecord) => <AgreementStatusChip status={row.agreementStatus} />}
          />
        </RecordTable>
      </List>
    </Box>
  );
}
