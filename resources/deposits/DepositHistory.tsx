import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { formatDateTime } from '../../providers/formatters';
import { memberKey, messageKey, useTranslate } from '../../providers/translation';
import { useDepositRecord } from './useDeposit';
import { useReturnReason } from './useReturnReason';

/** What happened to the deposit, in order: the agents' actions and the provider's events. */
export function DepositHistory() {
  const translate = useTranslate();
  const deposit = useDepositRecord();
  const returnReason = useReturnReason();
  return (
    <Table size="small" aria-label={translate('resources.deposits.tabs.history')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('resources.deposits.fields.createdAt')}</TableCell>
          <TableCell>{translate('resources.deposits.fields.status')}</TableCell>
          <TableCell>{translate(messageKey('resources.loans.fields.agentName'))}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {deposit.events.map((event) => (
          <TableRow key={event.id} data-testid="deposit-event" data-kind={event.kind}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(event.occurredAt)}</TableCell>
            <TableCell>
              {translate(memberKey('resources.deposits.events', event.kind), {
                number: event.detail.creationNumber ?? '',
                code: event.detail.returnCode ? returnReason(String(event.detail.returnCode)) : '',
                _: event.kind,
              })}
            </TableCell>
            <TableCell>{event.actorName ?? '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
