import { balanceIncreaseBody, type BalanceIncreaseInput } from '../../../domain/loanActions';
import type { LoanRecord } from '../../../providers/loanWire';
import { MoneyInput } from '../../common/MoneyInput';
import { optionalReason } from './loanAmountRules';
import type { LoanDialogProps } from './loanDialogTypes';
import { LoanActionDialog } from './LoanActionDialog';
import { messageKey } from '../../../providers/translation';
import { ReasonInput } from './ReasonInput';

export interface AmountReasonValues {
  amount: number | null;
  reason: string;
}

export const blankAmountReason = (): AmountReasonValues => ({ amount: null, reason: '' });

const rules = (loan: LoanRecord) => ({
  schema: balanceIncreaseBody,
  toPayload: (values: AmountReasonValues): BalanceIncreaseInput => ({
    version: loan.version,
    amount: values.amount as number,
    reason: optionalReason(values.reason),
  }),
});

/** Spec §2's increase balance: more capital lent, repaid over the remaining payments. */
export function LoanBalanceIncreaseDialog(props: LoanDialogProps) {
  return (
    <LoanActionDialog
      {...props}
      section="increaseBalance"
      initialValues={blankAmountReason}
      rules={rules}
      send={(dataProvider, loanId, payload) => dataProvider.increaseBalance(loanId, payload)}
      success={messageKey('messages.BALANCE_UPDATED')}
    >
      {() => (
        <>
          <MoneyInput
            source="amount"
            label={messageKey('resources.loanDialogs.fields.amount')}
            fullWidth
            isRequired
            helperText={messageKey('resources.loanDialogs.increaseBalance.help')}
          />
          <ReasonInput />
        </>
      )}
    </LoanActionDialog>
  );
}
