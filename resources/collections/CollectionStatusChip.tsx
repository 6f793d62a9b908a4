import { Chip, type ChipProps } from '@mui/material';
import type { CollectionFileStatus, PromiseState } from '../../domain/collections';
import { memberKey, useTranslate } from '../../providers/translation';

const STATUS_COLORS: Record<CollectionFileStatus, ChipProps['color']> = {
  OPEN: 'info',
  FOLLOW_UP: 'warning',
  WAITING_RESPONSE: 'default',
  PROMISED: 'primary',
  SETTLED: 'success',
};

const PROMISE_COLORS: Record<PromiseState, ChipProps['color']> = {
  NONE: 'default',
  PENDING: 'primary',
  KEPT: 'success',
  BROKEN: 'error',
};

/** A file's status, coloured by what it asks of the agent. */
export function CollectionStatusChip({ status }: { status: CollectionFileStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={STATUS_COLORS[status]}
      label={translate(memberKey('resources.collection-files.status', status))}
    />
  );
}

/** Where a promise stands: expected, kept or broken. */
export function PromiseChip({ state }: { state: PromiseState }) {
  const translate = useTranslate();
  if (state === 'NONE') return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={PROMISE_COLORS[state]}
      label={translate(memberKey('resources.collection-files.promiseState', state))}
    />
  );
}
