import { useState } from 'react';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useCanAccess } from 'react-admin';
import { formatCad } from '../../providers/formatters';
import { memberKey, messageKey, useTranslate } from '../../providers/translation';
import { HeaderActions, type HeaderAction } from '../common/HeaderActions';
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

/** Whose file, how much is past due, where it stands, and the agent's actions on it. */
export function CollectionFileHeader() {
  const translate = useTranslate();
  const file = useCollectionFileRecord();
  const [open, setOpen] = useState<DialogName | null>(null);
  const { canAccess: canEditFile } = useCanAccess({ resource: 'collection-files', action: 'edit' });
  const { canAccess: canEditAgreements } = useCanAccess({ resource: 'agreements', action: 'edit' });
  const unavailable = (reason: 'SETTLED' | 'AGREEMENT_ACTIVE') =>
    translate(memberKey('resources.collection-files.unavailable', reason));
  // A settled file keeps its notes and messages coming; its promises and payments are the loan's now.
  const settled = file.status === 'SETTLED' ? unavailable('SETTLED') : null;
  const agreementActive = file.agreements.some((agreement) => agreement.status === 'ACTIVE')
    ? unavailable('AGREEMENT_ACTIVE')
    : null;
  const action = (name: DialogName, reason: string | null = null): HeaderAction => ({
    key: name,
    label: translate(
      name === 'agreement'
        ? messageKey('resources.agreements.actions.create')
        : memberKey('resources.collection-files.actions', name),
    ),
    reason,
    onClick: () => setOpen(name),
    variant: name === 'note' ? 'contained' : 'outlined',
  });
  const actions: HeaderAction[] = [
    ...(canEditFile
      ? [
          action('note'),
          action('contact', settled),
          action('promise', settled),
          action('transfer', settled),
          action('message'),
        ]
      : []),
    ...(canEditAgreements ? [action('agreement', settled ?? agreementActive)] : []),
  ];
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
          <HeaderActions actions={actions}>
            <Button component={RouterLink} to={loanPath(file.loanId)}>
              {translate('resources.collection-files.actions.openLoan')}
            </Button>
            <Button component={RouterLink} to={`/apps/customers/${file.customerId}`}>
              {translate('resources.collection-files.actions.openCustomer')}
            </Button>
            {file.agreements.map((agreement) => (
              <Button key={agreement.id} component={RouterLink} to={agreementPath(agreement.id)}>
                {translate('resources.agreements.actions.openAgreement', { id: agreement.id })}
              </Button>
            ))}
          </HeaderActions>
        </Stack>
      </CardContent>
      {Object.entries(DIALOGS).map(([name, Dialog]) => (
        <Dialog key={name} open={open === name} onClose={() => setOpen(null)} />
      ))}
    </Card>
  );
}
