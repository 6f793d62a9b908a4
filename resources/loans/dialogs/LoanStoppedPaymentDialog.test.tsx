// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aLoan, aStoppedLoan, pinDialogClock, refusal, renderLoanDialog } from './loanDialogTestKit';
import { LoanStoppedPaymentDialog } from './LoanStoppedPaymentDialog';

const stopped = aStoppedLoan();

pinDialogClock();

describe('LoanStoppedPaymentDialog', () => {
  it('asks to confirm a payment above the remaining balance, then sends the same payment confirmed', async () => {
    const answer = aLoan({ status: 'LOAN_PAY_IN_FULL', version: 5 });
    const addStoppedLoanPayment = vi
      .fn()
      .mockRejectedValueOnce(refusal('errors.AMOUNT_ABOVE_BALANCE_CONFIRM', { balance: 61_500 }))
      .mockResolvedValueOnce(answer);
    const { dialog, onDone } = renderLoanDialog(LoanStoppedPaymentDialog, stopped, { addStoppedLoanPayment });
    expect(dialog.getByText('Total owing: $615.00')).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('Amount', { exact: false }), { target: { value: '700' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Record the payment' }));

    expect(
      await dialog.findByText('The amount is above the remaining balance ($615.00). Confirm to continue.'),
    ).toBeTruthy();
    expect(addStoppedLoanPayment).toHaveBeenCalledTimes(1);
    expect(addStoppedLoanPayment).toHaveBeenLastCalledWith(7, { version: 4, date: '2026-11-24', amount: 70_000 });
    expect(onDone).not.toHaveBeenCalled();

    fireEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(addStoppedLoanPayment).toHaveBeenLastCalledWith(7, {
        version: 4,
        date: '2026-11-24',
        amount: 70_000,
        confirmAboveBalance: true,
      }),
    );
    expect(await screen.findByText('Payment created')).toBeTruthy();
    expect(onDone).toHaveBeenCalledWith(answer);
  });

  it('forgets the confirmation when the amount changes: the new amount is asked again', async () => {
    const addStoppedLoanPayment = vi
      .fn()
      .mockRejectedValue(refusal('errors.AMOUNT_ABOVE_BALANCE_CONFIRM', { balance: 61_500 }));
    const { dialog } = renderLoanDialog(LoanStoppedPaymentDialog, stopped, { addStoppedLoanPayment });
    const amount = dialog.getByLabelText('Amount', { exact: false });
    fireEvent.change(amount, { target: { value: '700' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Record the payment' }));
    await dialog.findByRole('button', { name: 'Confirm' });

    fireEvent.change(amount, { target: { value: '800' } });
    await waitFor(() => expect(dialog.queryByRole('button', { name: 'Confirm' })).toBeNull());
    expect(dialog.queryByText(/Confirm to continue/)).toBeNull();
    fireEvent.click(dialog.getByRole('button', { name: 'Record the payment' }));
    await waitFor(() => expect(addStoppedLoanPayment).toHaveBeenCalledTimes(2));
    expect(addStoppedLoanPayment).toHaveBeenLastCalledWith(7, { version: 4, date: '2026-11-24', amount: 80_000 });
  });
});
