import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Navigate, Link as RouterLink, useParams } from 'react-router-dom';
import { CanAccess, Loading, ShowBase, Title, useCanAccess, useShowContext } from 'react-admin';
import type { AgreementRecord } from '../../domain/agreementRecords';
import { formatCad } from '../../providers/formatters';
import { memberKey, useTranslate } from '../../providers/translation';
import { useApiErrorText } from '../common/apiErrors';
import { HeaderActions, type HeaderAction } from '../common/HeaderActions';
import { LabelledValues } from '../common/LabelledValues';
import { loanPath } from '../loans/loanPaths';
import { ChangeAgreementDialog, ConfirmDepositDialog, changeablePayments } from './AgreementDialogs';
import { AgreementPaymentChip, AgreementStatusChip } from './AgreementStatusChips';

const NOT_FOUND = '/pages/errors/error-404';
const field = (name: string) => memberKey('resources.agreements.fields', name);
type AgreementPayment = AgreementRecord['payments'][number];

function AgreementScreen() {
  const translate = useTranslate();
  const errorText = useApiErrorText();
  const { record: agreement, error, isPending } = useShowContext<AgreementRecord>();
  const [confirming, setConfirming] = useState<AgreementPayment | null>(null);
  const [changing, setChanging] = useState(false);
  const { canAccess: canEdit } = useCanAccess({ resource: 'agreements', action: 'edit' });
  if (isPending) return <Loading />;
  if ((error as { status?: number } | null)?.status === 404) return <Navigate to={NOT_FOUND} replace />;
  if (!agreement)
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        {errorText(error)}
      </Alert>
    );
  const name = `${agreement.firstName} ${agreement.lastName}`;
  // What only an ongoing agreement with payments still to come can change says so when it cannot.
  const changeAction: HeaderAction = {
    key: 'change',
    label: translate('resources.agreements.actions.change'),
    reason:
      agreement.status !== 'ACTIVE'
        ? translate(memberKey('resources.agreements.unavailable', agreement.status))
        : changeablePayments(agreement).length === 0
          ? translate('resources.agreements.unavailable.NOTHING_TO_CHANGE')
          : null,
    onClick: () => setChanging(true),
  };
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={translate('resources.agreements.title', { id: agreement.id, name })} />
      <Card>
        <CardContent>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
            <Box>
              <Typography variant="h5" component="h1">
                {translate('resources.agreements.title', { id: agreement.id, name })}
              </Typography>
              <Stack direction="row" sx={{ mt: 1, gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="h6" component="p">
                  {formatCad(agreement.deposited)} / {formatCad(agreement.total)}
                </Typography>
                <AgreementStatusChip status={agreement.status} />
              </Stack>
            </Box>
            <HeaderActions actions={canEdit ? [changeAction] : []}>
              <Button component={RouterLink} to={`/apps/collections/${agreement.fileId}`}>
                {translate('resources.agreements.actions.openFile')}
              </Button>
              <Button component={RouterLink} to={loanPath(agreement.loanId)}>
                {translate('resources.collection-files.actions.openLoan')}
              </Button>
            </HeaderActions>
          </Stack>
          <Box sx={{ mt: 2 }}>
            <LabelledValues
              items={[
                { label: field('fileId'), value: agreement.fileId },
                { label: field('loanNumber'), value: agreement.loanNumber },
                {
                  label: field('method'),
                  value: translate(memberKey('resources.agreements.method', agreement.method)),
                },
                { label: field('scope'), value: translate(memberKey('resources.agreements.scope', agreement.scope)) },
                { label: field('total'), value: formatCad(agreement.total) },
                { label: field('deposited'), value: formatCad(agreement.deposited) },
                { label: field('createdAt'), value: agreement.createdAt.slice(0, 10) },
              ]}
            />
          </Box>
        </CardContent>
      </Card>
      <Card>
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={translate('resources.agreement-payments.name', { smart_count: 2 })}>
            <TableHead>
              <TableRow>
                <TableCell>#</TableCell>
                <TableCell>{translate(field('date'))}</TableCell>
                <TableCell align="right">{translate(field('amount'))}</TableCell>
                <TableCell>{translate(field('status'))}</TableCell>
                <TableCell>{translate(field('depositedOn'))}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {agreement.payments.map((payment) => (
                <TableRow key={payment.id} data-testid="agreement-payment">
                  <TableCell>{payment.number}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{payment.date}</TableCell>
                  <TableCell align="right">{formatCad(payment.amount)}</TableCell>
                  <TableCell>
                    <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                      <AgreementPaymentChip status={payment.status} />
                      {payment.presented && payment.status === 'SCHEDULED' && (
                        <Typography variant="caption" color="text.secondary">
                          {translate('resources.agreements.presented')}
                        </Typography>
                      )}
                    </Stack>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{payment.depositedOn ?? '—'}</TableCell>
                  <TableCell align="right">
                    {agreement.status === 'ACTIVE' &&
                      agreement.method === 'INTERAC' &&
                      payment.status === 'SCHEDULED' && (
                        <CanAccess resource="agreements" action="edit">
                          <Button
                            size="small"
                            variant="outlined"
                            sx={{ whiteSpace: 'nowrap' }}
                            onClick={() => setConfirming(payment)}
                          >
                            {translate('resources.agreements.actions.confirmDeposit')}
                          </Button>
                        </CanAccess>
                      )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </Card>
      {confirming && <ConfirmDepositDialog payment={confirming} onClose={() => setConfirming(null)} />}
      {changing && <ChangeAgreementDialog onClose={() => setChanging(false)} />}
    </Stack>
  );
}

/** /apps/agreement/:id: one agreement — its borrower, file and loan, its payments, each deposit confirmed. */
export function AgreementDetail() {
  const { id } = useParams<{ id: string }>();
  if (!id || !/^\d{1,10}$/.test(id)) return <Navigate to={NOT_FOUND} replace />;
  return (
    <ShowBase<AgreementRecord>
      key={id}
      resource="agreements"
      id={Number(id)}
      redirectOnError={false}
      queryOptions={{ refetchOnWindowFocus: false, onError: () => undefined }}
    >
      <AgreementScreen />
    </ShowBase>
  );
}
