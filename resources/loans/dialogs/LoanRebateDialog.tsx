import { rebateBody, type RebateInput } from '../../../domain/loanActions';
import { formatCad } from '../../../providers/formatters';
import type { LoanRecord } from '../../../providers/loanWire';
import { MoneyInput } from '../../common/MoneyInput';
import { AMOUNT_REFUSALS, aboveTotalOwing, optionalReason } from './loanAmountRules';
import type { LoanDialogProps } from './loanDialogTypes';
import { LoanActionDialog } from './LoanActionDialog';
import { blankAmountReason, type AmountReasonValues } from './LoanBalanceIncreaseDialog';
import { useLoanDialogLabels } from './useLoanDialogLabels';
import { messageKey } from '../../../providers/translation';
import { ReasonInput } from './ReasonInput';

const rules = (loan: LoanRecord) => ({
  schema: rebateBody,
  toPayload: (values: AmountReasonValues): RebateInput => ({
    version: loan.version,
    amount: values.amount as number,
    reason: optionalReason(values.reason),
  }),
  check: (values: AmountReasonValues) => ({ amount: aboveTotalOwing(loan, values.amount) }),
});

/** Spec §2's rebate: part of what is owed forgiven, at most the total owing (spec §5). */
export function LoanRebateDialog(props: LoanDialogProps) {
  const labels = useLoanDialogLabels();
  return (
    <LoanActionDialog
      {...props}
      section="rebate"
      initialValues={blankAmountReason}
      rules={rules}
      send={(dataProvider, loanId, payload) => dataProvider.addRebate(loanId, payload)}
      success={messageKey('messages.REBATE_ADDED')}
      refusalFields={AMOUNT_REFUSALS}
    >
      {(loan) => (
        <>
          <MoneyInput
            source="amount"
            label={messageKey('resources.loanDialogs.fields.amount')}
            fullWidth
            isRequired
            helperText={labels.text('maximum', { amount: formatCad(loan.totalOwing) })}
          />
          <ReasonInput />
        </>
      )}
    </LoanActionDialog>
  );
}
