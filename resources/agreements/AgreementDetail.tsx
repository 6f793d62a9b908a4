import { useId, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, Link as RouterLink, useParams } from 'react-router-dom';
import { CanAccess, DateInput, Form, Loading, ShowBase, Title, useNotify, useShowContext } from 'react-admin';
import type { FieldValues, SubmitHandler } from 'react-hook-form';
import type { AgreementRecord } from '../../domain/agreementRecords';
import { formatCad } from '../../providers/formatters';
import { memberKey, messageKey, useTranslate } from '../../providers/translation';
import { isStaleVersion, useApiErrorText } from '../common/apiErrors';
import { FormDialogActions } from '../common/FormDialogActions';
import { LabelledValues } from '../common/LabelledValues';
import { StaleVersionAlert } from '../common/StaleVersionAlert';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import { loanPath } from '../loans/loanPaths';
import { AgreementPaymentChip, AgreementStatusChip } from './AgreementStatusChips';

const NOT_FOUND = '/pages/errors/error-404';
const field = (name: string) => memberKey('resources.agreements.fields', name);
type AgreementPayment = AgreementRecord['payments'][number];

/** "Confirm deposit date": the day an agreed payment's money arrived (today or before). */
function ConfirmDepositDialog({ payment, onClose }: { payment: AgreementPayment; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useApiErrorText();
  const titleId = useId();
  const dataProvider = useGuichetDataProvider();
  const queryClient = useQueryClient();
  const { record: agreement, refetch } = useShowContext<AgreementRecord>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const submit = async (values: { depositedOn: string }) => {
    try {
      await dataProvider.confirmAgreementDeposit(agreement!.id, payment.id, {
        version: agreement!.version,
        depositedOn: values.depositedOn,
      });
      notify(messageKey('messages.AGREEMENT_DEPOSIT_CONFIRMED'), { type: 'success' });
      onClose();
      await refetch();
      void queryClient.invalidateQueries({ queryKey: ['agreement-payments'] });
      void queryClient.invalidateQueries({ queryKey: ['collection-files'] });
      return undefined;
    } catch (error) {
      const errors = (error as { body?: { errors?: Record<string, string> } }).body?.errors;
      if (errors) return errors;
      if (isStaleVersion(error)) setStale(true);
      else setRefusal(errorText(error));
      return undefined;
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <Form
        record={{ depositedOn: payment.date }}
        onSubmit={submit as unknown as SubmitHandler<FieldValues>}
        noValidate
      >
        <DialogTitle id={titleId}>
          {translate('resources.agreements.dialog.depositTitle')} — {formatCad(payment.amount)}
        </DialogTitle>
        <DialogContent>
          {stale && (
            <StaleVersionAlert
              onUpdate={() => {
                setStale(false);
                void refetch();
              }}
            />
          )}
          <DateInput
            source="depositedOn"
            label={messageKey('resources.agreements.dialog.depositedOn')}
            fullWidth
            isRequired
          />
          {refusal && <Alert severity="error">{refusal}</Alert>}
        </DialogContent>
        <FormDialogActions onCancel={onClose} submitLabel={messageKey('resources.agreements.actions.confirmDeposit')} />
      </Form>
    </Dialog>
  );
}

function AgreementScreen() {
  const translate = useTranslate();
  const errorText = useApiErrorText();
  const { record: agreement, error, isPending } = useShowContext<AgreementRecord>();
  const [confirming, setConfirming] = useState<AgreementPayment | null>(null);
  if (isPending) return <Loading />;
  if ((error as { status?: number } | null)?.status === 404) return <Navigate to={NOT_FOUND} replace />;
  if (!agreement)
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        {errorText(error)}
      </Alert>
    );
  const name = `${agreement.firstName} ${agreement.lastName}`;
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
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
              <Button component={RouterLink} to={`/apps/collections/${agreement.fileId}`}>
                {translate('resources.agreements.actions.openFile')}
              </Button>
              <Button component={RouterLink} to={loanPath(agreement.loanId)}>
                {translate('resources.collection-files.actions.openLoan')}
              </Button>
            </Stack>
          </Stack>
          <Box sx={{ mt: 2 }}>
            <LabelledValues
              items={[
                { label: field('fileId'), value: agreement.fileId },
                { label: field('loanNumber'), value: agreement.loanNumber },
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
          <Table size="small">
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
                    <AgreementPaymentChip status={payment.status} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{payment.depositedOn ?? '—'}</TableCell>
                  <TableCell align="right">
                    {agreement.status === 'ACTIVE' && payment.status === 'SCHEDULED' && (
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
