import { useState } from 'react';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { CanAccess } from 'react-admin';
import { formatCad } from '../../providers/formatters';
import { useTranslate } from '../../providers/translation';
import { loanPath } from '../loans/loanPaths';
import {
  CollectionContactDialog,
  CollectionMessageDialog,
  CollectionNoteDialog,
  CollectionPromiseDialog,
  CollectionTransferDialog,
} from './CollectionFileDialogs';
import { CollectionStatusChip, PromiseChip } from './CollectionStatusChip';
import { CollectionAgreementDialog } from './CollectionAgreementDialog';
import { agreementPath } from '../agreements/agreementPaths';
import { useCollectionFileRecord } from './useCollectionFile';

const DIALOGS = {
  note: CollectionNoteDialog,
  contact: CollectionContactDialog,
  promise: CollectionPromiseDialog,
  transfer: CollectionTransferDialog,
  message: CollectionMessageDialog,
  agreement: CollectionAgreementDialog,
} as const;
type DialogName = keyof typeof DIALOGS;
/** The file's own actions (the agreement is the agreements' ability's, below). */
type FileAction = Exclude<DialogName, 'agreement'>;

/** Whose file, how much is past due, where it stands, and the agent's actions on it. */
export function CollectionFileHeader() {
  const translate = useTranslate();
  const file = useCollectionFileRecord();
  const [open, setOpen] = useState<DialogName | null>(null);
  const settled = file.status === 'SETTLED';
  // A settled file keeps its notes and messages coming; its promises and payments are the loan's now.
  const actions: FileAction[] = settled ? ['note', 'message'] : ['note', 'contact', 'promise', 'transfer', 'message'];
  const agreementOpen = file.agreements.some((agreement) => agreement.status === 'ACTIVE');
  return (
    <Card>
      <CardContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
          <Box>
            <Typography variant="h5" component="h1">
              {translate('resources.collection-files.detailTitle', {
                id: file.id,
                name: `${file.firstName} ${file.lastName}`,
              })}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <Typography variant="h6" component="p" data-testid="file-amount-owed">
                {formatCad(file.amountOwed)}
              </Typography>
              <CollectionStatusChip status={file.status} />
              <PromiseChip state={file.promiseState} />
            </Stack>
          </Box>
          <Stack direction="row" sx={{ alignItems: 'flex-start', flexWrap: 'wrap', gap: 1 }}>
            <Button component={RouterLink} to={loanPath(file.loanId)}>
              {translate('resources.collection-files.actions.openLoan')}
            </Button>
            <Button component={RouterLink} to={`/apps/customers/${file.customerId}`}>
              {translate('resources.collection-files.actions.openCustomer')}
            </Button>
            <CanAccess resource="collection-files" action="edit">
              {actions.map((name) => (
                <Button key={name} variant={name === 'note' ? 'contained' : 'outlined'} onClick={() => setOpen(name)}>
                  {translate(`resources.collection-files.actions.${name}`)}
                </Button>
              ))}
            </CanAccess>
            {!settled && !agreementOpen && (
              <CanAccess resource="agreements" action="edit">
                <Button variant="outlined" onClick={() => setOpen('agreement')}>
                  {translate('resources.agreements.actions.create')}
                </Button>
              </CanAccess>
            )}
            {file.agreements.map((agreement) => (
              <Button key={agreement.id} component={RouterLink} to={agreementPath(agreement.id)}>
                {translate('resources.agreements.actions.openAgreement', { id: agreement.id })}
              </Button>
            ))}
          </Stack>
        </Stack>
      </CardContent>
      {Object.entries(DIALOGS).map(([name, Dialog]) => (
        <Dialog key={name} open={open === name} onClose={() => setOpen(null)} />
      ))}
    </Card>
  );
}
