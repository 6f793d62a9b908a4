import { RadioButtonGroupInput } from 'react-admin';
import { reversalBody, type ReversalInput } from '../../../domain/loanActions';
import type { LoanRecord } from '../../../providers/loanWire';
import { asId, removableEntries, removalMessage } from './loanDialogChoices';
import type { LoanDialogProps } from './loanDialogTypes';
import { LoanActionDialog } from './LoanActionDialog';
import { useLoanDialogLabels } from './useLoanDialogLabels';
import { messageKey } from '../../../providers/translation';

interface RemoveValues {
  entryId: number | null;
}

// The latest entry is the one an agent usually takes back.
const initialValues = (loan: LoanRecord): RemoveValues => ({ entryId: removableEntries(loan).at(-1)?.id ?? null });

const rules = (loan: LoanRecord) => ({
  schema: reversalBody,
  toPayload: (values: RemoveValues): ReversalInput => ({ version: loan.version, entryId: asId(values.entryId) }),
});

const entryOf = (loan: LoanRecord, entryId: number | null) => loan.ledger.find((entry) => entry.id === asId(entryId));

/**
 * Spec §2's remove rebate / payment / deferred fee and NSF remove, in one dialog: the entries the
 * server says can be removed, each by kind, date and amount; a reversing entry cancels the one
 * chosen, once the agent confirms. The message says what was removed (spec §8).
 */
export function LoanRemoveEntryDialog(props: LoanDialogProps) {
  const labels = useLoanDialogLabels();
  const describe = (loan: LoanRecord, entryId: number | null) => {
    const entry = entryOf(loan, entryId);
    return entry ? labels.entry(entry) : '';
  };
  return (
    <LoanActionDialog
      {...props}
      section="remove"
      initialValues={initialValues}
      rules={rules}
      send={(dataProvider, loanId, payload) => dataProvider.reverseLoanEntry(loanId, payload)}
      success={(payload, loan) => removalMessage(entryOf(loan, payload.entryId)?.kind)}
      confirmFirst={(values, loan) => ({
        key: messageKey('resources.loanDialogs.remove.confirm'),
        params: { entry: describe(loan, values.entryId) },
      })}
      refusalFields={{
        'errors.ENTRY_NOT_REVERSIBLE': 'entryId',
        'errors.ENTRY_ALREADY_REVERSED': 'entryId',
        'errors.ENTRY_NOT_FOUND': 'entryId',
      }}
      nothingToDo={(loan) =>
        removableEntries(loan).length === 0 ? messageKey('resources.loanDialogs.remove.none') : null
      }
    >
      {(loan) => (
        <RadioButtonGroupInput
          source="entryId"
          label={messageKey('resources.loanDialogs.fields.entry')}
          choices={removableEntries(loan).map((entry) => ({ id: entry.id, name: labels.entry(entry) }))}
          row={false}
          isRequired
        />
      )}
    </LoanActionDialog>
  );
}
