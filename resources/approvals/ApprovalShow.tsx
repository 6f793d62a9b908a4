import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Title, useGetOne, useNotify } from 'react-admin';
import { REASON_MAX, type ApprovalRequestDetail } from '../../domain/controls';
import { formatDateTime } from '../../providers/formatters';
import { memberKey, messageKey, useTranslate } from '../../providers/translation';
import { useApiErrorText } from '../common/apiErrors';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import { PENDING_APPROVALS_KEY } from '../../providers/approvalActions';
import { ApprovalStatusChip } from './ApprovalStatusChip';
import { ChangeLines } from './ChangeLines';
import { ApiKeyResult } from './ApiKeyResult';

/**
 * A request opened (issue 35): what it changes beside the record as it stands now, who asked and
 * when, and — for a checker who is not its maker — the decision: approve, or reject with a reason.
 * Its maker may withdraw it while it waits, and read a new API key once it was approved.
 */
export function ApprovalShow() {
  const { id } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useApiErrorText();
  const dataProvider = useGuichetDataProvider();
  const queryClient = useQueryClient();
  const requestId = Number(id);
  const { data: request, refetch } = useGetOne<ApprovalRequestDetail>('approvals', { id: requestId });
  const [reason, setReason] = useState('');

  const after = (message: string) => () => {
    notify(message, { type: 'success' });
    void refetch();
    void queryClient.invalidateQueries({ queryKey: PENDING_APPROVALS_KEY });
  };
  const onError = (error: unknown) => {
    notify(errorText(error), { type: 'error' });
    void refetch();
  };
  const approve = useMutation({
    mutationFn: () => dataProvider.approveRequest(requestId, reason.trim() || undefined),
    onSuccess: after(messageKey('messages.APPROVED')),
    onError,
  });
  const reject = useMutation({
    mutationFn: () => dataProvider.rejectRequest(requestId, reason.trim()),
    onSuccess: after(messageKey('messages.REJECTED')),
    onError,
  });
  const withdraw = useMutation({
    mutationFn: () => dataProvider.withdrawRequest(requestId),
    onSuccess: after(messageKey('messages.WITHDRAWN')),
    onError,
  });

  // The list's row may stand in while the request is read: it has no changes yet.
  if (!request?.changes) return null;
  const deciding = approve.isPending || reject.isPending;
  const actionName = translate(memberKey('resources.approvals.actions', request.action));
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('resources.approvals.show.title', { id: request.id })} />
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
            <Typography variant="h5" component="h1">
              {actionName}
              {request.entityLabel ? ` — ${request.entityLabel}` : ''}
            </Typography>
            <ApprovalStatusChip status={request.status} />
          </Stack>
          <Typography color="text.secondary">
            {translate('resources.approvals.show.summary', {
              action: actionName,
              maker: request.makerName ?? '',
              date: formatDateTime(request.createdAt),
            })}
          </Typography>
          {request.decidedAt && request.checkerName && (
            <Typography>
              {translate('resources.approvals.show.decidedBy', {
                status: translate(memberKey('resources.approvals.statuses', request.status)),
                checker: request.checkerName,
                date: formatDateTime(request.decidedAt),
              })}
              {request.reason ? ` : « ${request.reason} »` : ''}
            </Typography>
          )}

          <Typography variant="h6" component="h2">
            {translate('resources.approvals.show.changes')}
          </Typography>
          <ChangeLines lines={request.changes} />

          {request.status === 'PENDING' && !request.canDecide && (
            <Alert severity="info">
              {translate(
                request.mine
                  ? messageKey('resources.approvals.show.own')
                  : messageKey('resources.approvals.show.waiting'),
              )}
            </Alert>
          )}
          {request.canDecide && (
            <Box component="section" aria-labelledby="decision-title">
              <Typography id="decision-title" variant="h6" component="h2" gutterBottom>
                {translate('resources.approvals.show.decision')}
              </Typography>
              <Stack spacing={2} sx={{ maxWidth: 560 }}>
                <TextField
                  label={translate('resources.approvals.show.reason')}
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                  multiline
                  minRows={2}
                  slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
                />
                <Stack direction="row" spacing={1}>
                  <Button variant="contained" color="success" disabled={deciding} onClick={() => approve.mutate()}>
                    {translate('resources.approvals.show.approve')}
                  </Button>
                  <Button
                    variant="outlined"
                    color="error"
                    disabled={deciding || reason.trim() === ''}
                    onClick={() => reject.mutate()}
                  >
                    {translate('resources.approvals.show.reject')}
                  </Button>
                </Stack>
              </Stack>
            </Box>
          )}
          <ApprovalMakerActions request={request} onWithdraw={() => withdraw.mutate()} pending={withdraw.isPending} />
          <Box>
            <Button component={RouterLink} to="/apps/approvals">
              {translate('resources.approvals.show.back')}
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** What the maker can still do: withdraw a waiting request, read the API key an approval created. */
function ApprovalMakerActions({
  request,
  onWithdraw,
  pending,
}: {
  request: ApprovalRequestDetail;
  onWithdraw: () => void;
  pending: boolean;
}) {
  const translate = useTranslate();
  if (!request.mine) return null;
  return (
    <Stack direction="row" spacing={1}>
      {request.status === 'PENDING' && (
        <Button variant="outlined" disabled={pending} onClick={onWithdraw}>
          {translate('resources.approvals.show.withdraw')}
        </Button>
      )}
      {request.status === 'APPROVED' && request.action === 'API_KEY_CREATION' && (
        <ApiKeyResult requestId={request.id} />
      )}
    </Stack>
  );
}
