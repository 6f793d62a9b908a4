import { Alert, Box, Link as MuiLink } from '@mui/material';
import { Link } from 'react-router-dom';
import { Confirm } from 'react-admin';
import { useTranslate, messageKey } from '../../providers/translation';
import type { CustomerRecord } from '../../providers/customerWire';
import { StaleVersionAlert } from '../common/StaleVersionAlert';
import { MergeCandidates } from './MergeCandidates';
import { MergeHistory } from './MergeHistory';
import { useMergeFlow } from './useMergeFlow';
import { useMergeLock } from './useMergeLock';

interface Props {
  customer: CustomerRecord;
  canEdit: boolean;
  stale: boolean;
  onStale: () => void;
  onUpdate: () => void;
}

/**
 * Spec §2's merge and unmerge of duplicate profiles. This profile is the one kept: a duplicate's
 * requests, references, comments and documents move into it; unmerging moves them back.
 */
export function CustomerMergeTab({ customer, canEdit, stale, onStale, onUpdate }: Props) {
  const translate = useTranslate();
  // The header says who holds the lock; here it only stops the buttons.
  const { heldByOther } = useMergeLock(customer.id, customer.mergeLock);
  const flow = useMergeFlow(customer, onStale);
  const merged = customer.status === 'MERGED';
  const disabled = !canEdit || merged || heldByOther || flow.busy || stale;
  const pending = flow.pending;

  return (
    <Box sx={{ p: 2 }}>
      {stale && <StaleVersionAlert onUpdate={onUpdate} />}
      {merged && customer.mergedIntoId && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('resources.customers.merge.mergedInto')}{' '}
          <MuiLink component={Link} to={`/apps/customers/${customer.mergedIntoId}?tab=merge`}>
            #{customer.mergedIntoId}
          </MuiLink>
        </Alert>
      )}
      {!merged && (
        <MergeCandidates
          customer={customer}
          disabled={disabled}
          onMerge={(other) => flow.ask({ kind: 'merge', otherId: other.id, otherName: other.fullName })}
        />
      )}
      <MergeHistory
        customer={customer}
        disabled={disabled}
        onUnmerge={(other) => flow.ask({ kind: 'unmerge', otherId: other.id, otherName: other.fullName })}
      />
      <Confirm
        isOpen={pending !== null}
        loading={flow.busy}
        title={
          pending?.kind === 'unmerge'
            ? messageKey('resources.customers.merge.unmergeTitle')
            : messageKey('resources.customers.merge.mergeTitle')
        }
        content={
          pending?.kind === 'unmerge'
            ? messageKey('resources.customers.merge.unmergeConfirm')
            : messageKey('resources.customers.merge.mergeConfirm')
        }
        translateOptions={{ other: pending?.otherName ?? '', kept: customer.fullName }}
        confirm={
          pending?.kind === 'unmerge'
            ? messageKey('resources.customers.merge.unmerge')
            : messageKey('resources.customers.merge.mergeThis')
        }
        confirmColor="warning"
        onConfirm={flow.confirm}
        onClose={() => void flow.cancel()}
      />
    </Box>
  );
}
