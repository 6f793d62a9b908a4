import { Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import { formatCad, formatDateTime } from '../../providers/formatters';
import type { CollectionFileEventRecord } from '../../providers/collectionWire';
import { memberKey, messageGroup, useTranslate } from '../../providers/translation';
import { useCollectionChoices } from './useCollectionChoices';
import { useCollectionFileRecord } from './useCollectionFile';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const cents = (value: unknown) => (typeof value === 'number' ? formatCad(value) : '');

const GROUPS = {
  reason: messageGroup('resources.collection-files.reason'),
  channel: messageGroup('resources.collection-files.channel'),
  outcome: messageGroup('resources.collection-files.outcome'),
};

/** One event in words: what happened, with its reason, degree, agent, channel or amount. */
function useEventWording() {
  const translate = useTranslate();
  const { agents, degrees } = useCollectionChoices();
  const member = (group: keyof typeof GROUPS, value: unknown) =>
    value ? translate(memberKey(GROUPS[group], String(value))) : '';
  return (event: CollectionFileEventRecord): { title: string; body: string | null } => {
    const { detail } = event;
    const key = (name: string) => memberKey('resources.collection-files.events', name);
    switch (event.kind) {
      case 'OPENED':
      case 'RETURN':
        return { title: translate(key(event.kind), { reason: member('reason', detail.reason) }), body: null };
      case 'DEGREE':
        return {
          title: translate(key('DEGREE'), {
            degree: degrees.find((degree) => degree.id === detail.to)?.name ?? String(detail.to),
            days: Number(detail.daysPastDue),
          }),
          body: null,
        };
      case 'ASSIGNED':
        return detail.to
          ? {
              title: translate(key('ASSIGNED'), { agent: agents.find((agent) => agent.id === detail.to)?.name ?? '' }),
              body: null,
            }
          : { title: translate(key('UNASSIGNED')), body: null };
      case 'NOTE':
        return { title: translate(key('NOTE')), body: text(detail.text) };
      case 'CONTACT':
        return {
          title: translate(key('CONTACT'), {
            channel: member('channel', detail.channel),
            outcome: member('outcome', detail.outcome),
          }),
          body: text(detail.note) || null,
        };
      case 'PROMISE':
        return {
          title: translate(key('PROMISE'), { amount: cents(detail.amount), date: text(detail.expectedOn) }),
          body: null,
        };
      case 'PROMISE_BROKEN':
        return { title: translate(key('PROMISE_BROKEN'), { date: text(detail.expectedOn) }), body: null };
      case 'TRANSFER_RECEIVED':
        return {
          title: translate(key(detail.byDebit ? 'DEBIT_RECEIVED' : 'TRANSFER_RECEIVED'), {
            amount: cents(detail.amount),
            date: text(detail.receivedOn),
          }),
          body: null,
        };
      case 'AGREEMENT':
      case 'AGREEMENT_CHANGED':
        return {
          title: translate(key(event.kind), {
            count: Number(detail.payments),
            amount: cents(detail.total),
            method: detail.method ? translate(memberKey('resources.agreements.method', String(detail.method))) : '',
          }),
          body: null,
        };
      case 'WRITTEN_OFF':
        return { title: translate(key('WRITTEN_OFF'), { amount: cents(detail.amount) }), body: text(detail.reason) };
      case 'WRITE_OFF_REVERSED':
        return { title: translate(key('WRITE_OFF_REVERSED')), body: text(detail.reason) };
      case 'MESSAGE':
        return { title: translate(key('MESSAGE'), { template: text(detail.templateTitle) }), body: null };
      default:
        return { title: translate(key(event.kind)), body: null };
    }
  };
}

/** The file's history, newest first: notes, contacts, promises, moves and messages, with who and when. */
export function CollectionHistory() {
  const translate = useTranslate();
  const file = useCollectionFileRecord();
  const wording = useEventWording();
  const events = [...file.history].reverse();
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('resources.collection-files.detail.history')}
        </Typography>
        {events.length === 0 && (
          <Typography color="text.secondary">{translate('resources.collection-files.detail.noHistory')}</Typography>
        )}
        <List dense data-testid="file-history">
          {events.map((event) => {
            const { title, body } = wording(event);
            return (
              <ListItem key={event.id} divider alignItems="flex-start" data-kind={event.kind} disableGutters>
                <ListItemText
                  primary={title}
                  secondary={
                    <>
                      {body && (
                        <Typography
                          component="span"
                          variant="body2"
                          color="text.primary"
                          sx={{ display: 'block', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                        >
                          {body}
                        </Typography>
                      )}
                      {formatDateTime(event.occurredAt)} ·{' '}
                      {event.actorName ?? translate('resources.collection-files.events.system')}
                    </>
                  }
                />
              </ListItem>
            );
          })}
        </List>
      </CardContent>
    </Card>
  );
}
