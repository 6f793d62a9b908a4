import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  Chip,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Loading, Title, useCanAccess } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { PaymentProvider } from '../../domain/loanStatuses';
import type { DifferenceRecord } from '../../domain/reconciliation';
import { formatCad, formatDate, formatDateTime } from '../../providers/formatters';
import { memberKey, messageGroup, useTranslate } from '../../providers/translation';
import { LabelledValues } from '../common/LabelledValues';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import { accountingPath } from './accountingPaths';
import { ResolveDifferenceDialog } from './ResolveDifferenceDialog';

const WORDS = messageGroup('resources.reconciliation.day');
const STATUSES = messageGroup('resources.reconciliation.statuses');
const PROVIDERS = messageGroup('resources.loans.provider');
const ITEM_KINDS = messageGroup('resources.reconciliation.itemKinds');
const ITEM_STATUSES = messageGroup('resources.reconciliation.itemStatuses');
const DIFFERENCES = messageGroup('resources.reconciliation.differenceKinds');
const RESOLUTIONS = messageGroup('resources.reconciliation.resolutionShort');
const MONEY = { textAlign: 'right', whiteSpace: 'nowrap' } as const;

/** A provider's day: what each side said, each difference and how it was resolved; unresolved ones resolved here. */
export function ProviderDayScreen({ provider, day }: { provider: PaymentProvider; day: string }) {
  const translate = useTranslate();
  const dataProvider = useGuichetDataProvider();
  const queryClient = useQueryClient();
  const { canAccess: canKeep = false } = useCanAccess({ resource: 'accounting', action: 'manage' });
  const [resolving, setResolving] = useState<DifferenceRecord | null>(null);
  const { data, error } = useQuery({
    queryKey: ['accounting', 'provider-day', provider, day],
    queryFn: () => dataProvider.providerDay(provider, day),
    retry: false,
  });
  const words = (key: string, params?: Record<string, unknown>) => translate(memberKey(WORDS, key), params);
  const providerName = translate(memberKey(PROVIDERS, provider));
  const title = words('title', { provider: providerName, day: formatDate(day) });
  return (
    <Card sx={{ mt: 2, p: 2 }}>
      <Title title={title} />
      <Link component={RouterLink} to={accountingPath('reconciliation')}>
        {words('back')}
      </Link>
      <Typography variant="h5" component="h1" sx={{ mt: 1, mb: 2 }}>
        {title}
      </Typography>
      {error ? (
        <Alert severity="info">{words('notFound')}</Alert>
      ) : !data ? (
        <Loading />
      ) : (
        <>
          <Box component="section" aria-labelledby="provider-day-summary" sx={{ mb: 3 }}>
            <Typography variant="h6" component="h2" id="provider-day-summary">
              {words('summary')}
            </Typography>
            <Chip
              size="small"
              sx={{ my: 1 }}
              color={data.status === 'RECONCILED' ? 'success' : 'warning'}
              label={translate(memberKey(STATUSES, data.status))}
            />
            <LabelledValues
              items={[
                {
                  label: memberKey(WORDS, 'expected'),
                  value: `${formatCad(data.expectedCents)} (${words('items', { smart_count: data.expectedItems })})`,
                },
                {
                  label: memberKey(WORDS, 'reported'),
                  value: `${formatCad(data.reportedCents)} (${words('items', { smart_count: data.reportedItems })})`,
                },
                { label: memberKey(WORDS, 'serviceFees'), value: formatCad(data.serviceFeesCents) },
                { label: memberKey(WORDS, 'transferred'), value: formatCad(data.transferredCents) },
                ...(data.reconciledAt
                  ? [{ label: memberKey(STATUSES, 'RECONCILED'), value: formatDateTime(data.reconciledAt) }]
                  : []),
              ]}
            />
          </Box>
          <Box component="section" aria-labelledby="provider-day-differences">
            <Typography variant="h6" component="h2" id="provider-day-differences" sx={{ mb: 1 }}>
              {words('differences')}
            </Typography>
            {data.differenceList.length === 0 ? (
              <Typography>{words('none')}</Typography>
            ) : (
              <DifferencesTable differences={data.differenceList} canKeep={canKeep} onResolve={setResolving} />
            )}
          </Box>
        </>
      )}
      {resolving && (
        <ResolveDifferenceDialog
          difference={resolving}
          onClose={() => setResolving(null)}
          onResolved={() => {
            setResolving(null);
            void queryClient.invalidateQueries({ queryKey: ['accounting'] });
          }}
        />
      )}
    </Card>
  );
}

function DifferencesTable({
  differences,
  canKeep,
  onResolve,
}: {
  differences: DifferenceRecord[];
  canKeep: boolean;
  onResolve: (difference: DifferenceRecord) => void;
}) {
  const translate = useTranslate();
  const words = (key: string, params?: Record<string, unknown>) => translate(memberKey(WORDS, key), params);
  const amount = (cents: number | null) => (cents === null ? '—' : formatCad(cents));
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={words('differencesLabel')}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{words('reference')}</TableCell>
            <TableCell scope="col">{words('difference')}</TableCell>
            <TableCell scope="col" sx={MONEY}>
              {words('expectedAmount')}
            </TableCell>
            <TableCell scope="col" sx={MONEY}>
              {words('reportedAmount')}
            </TableCell>
            <TableCell scope="col" sx={MONEY}>
              {words('adjustment')}
            </TableCell>
            <TableCell scope="col">{words('resolution')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {differences.map((difference) => (
            <TableRow key={difference.id}>
              <TableCell component="th" scope="row">
                <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                  {difference.reference}
                </Box>
                {/* What the item is, under its reference: one column less on a narrow screen. */}
                <Typography variant="body2" color="text.secondary">
                  {translate(memberKey(ITEM_KINDS, difference.kind))}{' '}
                  {translate(memberKey(ITEM_STATUSES, difference.status))}
                </Typography>
                {difference.loanId !== null && (
                  <Link component={RouterLink} to={`/apps/loans/${difference.loanId}`} variant="body2">
                    {words('loan', { number: difference.loanNumber ?? difference.loanId })}
                  </Link>
                )}
              </TableCell>
              <TableCell>{translate(memberKey(DIFFERENCES, difference.difference))}</TableCell>
              <TableCell sx={MONEY}>{amount(difference.expectedCents)}</TableCell>
              <TableCell sx={MONEY}>{amount(difference.reportedCents)}</TableCell>
              <TableCell sx={MONEY}>{formatCad(difference.adjustmentCents)}</TableCell>
              <TableCell sx={{ minWidth: 200 }}>
                {difference.resolution ? (
                  <>
                    {words('resolvedBy', {
                      resolution: translate(memberKey(RESOLUTIONS, difference.resolution)),
                      name: difference.resolvedByName ?? '',
                      at: formatDateTime(difference.resolvedAt),
                    })}
                    <Typography variant="body2" color="text.secondary">
                      {difference.note}
                    </Typography>
                  </>
                ) : canKeep ? (
                  <Button
                    size="small"
                    variant="outlined"
                    onClick={() => onResolve(difference)}
                    aria-label={words('resolveOf', { reference: difference.reference })}
                  >
                    {words('resolve')}
                  </Button>
                ) : (
                  translate(memberKey(STATUSES, 'DIFFERENCES'))
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
