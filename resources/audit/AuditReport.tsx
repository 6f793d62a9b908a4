import { useState } from 'react';
import { Alert, Box, Button, Stack } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { useMutation } from '@tanstack/react-query';
import { DataTable, List, SelectInput, TextInput, TopToolbar, useListContext, useNotify } from 'react-admin';
import type { AuditEntryRecord } from '../../domain/audit';
import type { ChainVerification } from '../../providers/approvalActions';
import { formatDateTime } from '../../providers/formatters';
import { currentLanguage } from '../../providers/i18nProvider';
import { memberKey, messageKey, useTranslate } from '../../providers/translation';
import { useApiErrorText } from '../common/apiErrors';
import { EmptyState } from '../common/EmptyState';
import { LocalizedDateInput } from '../common/LocalizedDateInput';
import { saveFile } from '../common/saveFile';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';

/** The downloaded report's name (the server's own, as its Content-Disposition says). */
const AUDIT_CSV_NAME = 'journal-audit.csv';

/** The actions an auditor asks for first (issue 35): who saw a whole SIN, exported or erased a person. */
const PRIVACY_ACTIONS = ['customer.sin-revealed', 'customer.exported', 'customer.anonymized'] as const;

/** Downloads the report as shown (its filters) as CSV, and checks the trail's seals. */
function AuditActions({ onVerified }: { onVerified: (result: ChainVerification) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useApiErrorText();
  const dataProvider = useGuichetDataProvider();
  const { filterValues } = useListContext();
  const exportCsv = useMutation({
    mutationFn: () => dataProvider.auditExport(filterValues, currentLanguage),
    onSuccess: (blob) => saveFile(blob, AUDIT_CSV_NAME),
    onError: (error) => notify(errorText(error), { type: 'error' }),
  });
  const verify = useMutation({
    mutationFn: () => dataProvider.verifyAuditChain(),
    onSuccess: onVerified,
    onError: (error) => notify(errorText(error), { type: 'error' }),
  });
  return (
    <TopToolbar>
      <Button startIcon={<VerifiedUserIcon />} onClick={() => verify.mutate()} disabled={verify.isPending}>
        {translate('resources.audit.verify')}
      </Button>
      <Button startIcon={<DownloadIcon />} onClick={() => exportCsv.mutate()} disabled={exportCsv.isPending}>
        {translate('resources.audit.exportCsv')}
      </Button>
    </TopToolbar>
  );
}

/**
 * The audit report (issue 35): every recorded action, filtered by action (a SIN revealed, a file
 * exported, a person anonymized…), record, period; exported as CSV; the trail's seals verified.
 */
export function AuditReport() {
  const translate = useTranslate();
  const [verification, setVerification] = useState<ChainVerification>();
  const filters = [
    <SelectInput
      key="action"
      source="action"
      alwaysOn
      label={messageKey('resources.audit.fields.action')}
      choices={PRIVACY_ACTIONS.map((action) => ({
        id: action,
        name: translate(memberKey('resources.audit.actions', action.replace('.', '_'))),
      }))}
    />,
    <TextInput key="entity" source="entity" alwaysOn label={messageKey('resources.audit.fields.entity')} />,
    <TextInput key="entityId" source="entityId" alwaysOn label={messageKey('resources.audit.fields.entityId')} />,
    <LocalizedDateInput
      key="from"
      source="from"
      alwaysOn
      label={messageKey('resources.audit.fields.from')}
      helperText={false}
    />,
    <LocalizedDateInput
      key="to"
      source="to"
      alwaysOn
      label={messageKey('resources.audit.fields.to')}
      helperText={false}
    />,
  ];
  return (
    <Stack>
      {verification && (
        <Alert severity={verification.intact ? 'success' : 'error'} sx={{ mt: 2 }}>
          {verification.intact
            ? translate('resources.audit.intact', {
                sealed: verification.sealed,
                redacted: verification.redacted,
                date: formatDateTime(verification.verifiedAt),
              })
            : translate('resources.audit.broken', {
                id: verification.firstBreak?.auditId ?? '',
                reason: translate(memberKey('resources.audit.reasons', verification.firstBreak?.reason ?? 'content')),
              })}
        </Alert>
      )}
      <List<AuditEntryRecord>
        resource="audit"
        title={messageKey('resources.audit.title')}
        filters={filters}
        actions={<AuditActions onVerified={setVerification} />}
        sort={{ field: 'at', order: 'DESC' }}
        perPage={25}
        exporter={false}
        empty={false}
      >
        <Box sx={{ overflowX: 'auto' }}>
          <DataTable<AuditEntryRecord>
            aria-label={translate('resources.audit.title')}
            rowClick={false}
            bulkActionButtons={false}
            empty={<EmptyState label={messageKey('resources.audit.empty')} />}
            sx={{ '& .RaDataTable-table': { minWidth: 720 } }}
          >
            <DataTable.Col source="at" render={(row: AuditEntryRecord) => formatDateTime(row.at)} />
            <DataTable.Col
              source="actorEmail"
              disableSort
              render={(row: AuditEntryRecord) => row.actorEmail ?? row.borrowerName ?? ''}
            />
            <DataTable.Col
              source="action"
              disableSort
              render={(row: AuditEntryRecord) => translate(memberKey('audit.actions', row.action), { _: row.action })}
            />
            <DataTable.Col source="entity" disableSort />
            <DataTable.Col source="entityId" disableSort />
          </DataTable>
        </Box>
      </List>
    </Stack>
  );
}
