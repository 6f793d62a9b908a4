// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../../i18n/en';
import { aLoan, refusal, renderLoanDialog } from './loanDialogTestKit';
import { LoanDeferPaymentDialog } from './LoanDeferPaymentDialog';
import { dayInput } from '../../common/dayFieldTesting';

afterEach(cleanup);

describe('LoanDeferPaymentDialog', () => {
  it('offers the scheduled payments not yet sent, charges the fee by default and moves to the next period without a date', async () => {
    const reply = aLoan({ version: 5 });
    const deferPayment = vi.fn(async () => reply);
    const { dialog, onDone } = renderLoanDialog(LoanDeferPaymentDialog, aLoan(), { deferPayment });
    expect((dialog.getByRole('radio', { name: 'Charge the deferral fee' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.mouseDown(dialog.getByRole('combobox'));
    // Payment 4 (2026-11-26) was already sent to the provider: it can no longer move.
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Payment 5 of 2026-12-10 — $123.45',
      'Payment 6 of 2026-12-24 — $123.45',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Payment 6 of 2026-12-24 — $123.45' }));
    fireEvent.click(dialog.getByRole('radio', { name: 'Add the fee to the balance' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Defer the payment' }));
    await waitFor(() =>
      expect(deferPayment).toHaveBeenCalledWith(7, {
        version: 4,
        paymentId: 16,
        feeOption: 'ADD_TO_BALANCE',
        newDate: undefined,
      }),
    );
    expect(await screen.findByText(en.messages.PAYMENT_DEFERRED)).toBeTruthy();
    expect(onDone).toHaveBeenCalledWith(reply);
  });

  it('says which payment a charged fee goes with: never one whose debit is already at the bank', async () => {
    const loan = aLoan();
    // Payment 4's debit is with the provider; payment 5 is offered first.
    loan.payments[3] = { ...loan.payments[3], debit: { status: 'SUBMITTED', returnCode: null } };
    const { dialog } = renderLoanDialog(LoanDeferPaymentDialog, loan, { deferPayment: vi.fn() });
    const atBank = 'Payment 4 of 2026-11-26 is already at the bank: it stays at $123.45.';
    expect(dialog.getByTestId('deferral-fee-note').textContent).toBe(
      `A charged fee is collected with payment 6 of 2026-12-24. ${atBank}`,
    );
    // Deferring payment 6 instead: the fee goes with payment 5.
    fireEvent.mouseDown(dialog.getByRole('combobox'));
    fireEvent.click(screen.getByRole('option', { name: 'Payment 6 of 2026-12-24 — $123.45' }));
    await waitFor(() =>
      expect(dialog.getByTestId('deferral-fee-note').textContent).toBe(
        `A charged fee is collected with payment 5 of 2026-12-10. ${atBank}`,
      ),
    );
    // Waived: no fee to place.
    fireEvent.click(dialog.getByRole('radio', { name: 'Waive the deferral fee' }));
    await waitFor(() => expect(dialog.queryByTestId('deferral-fee-note')).toBeNull());
  });

  it('refuses a new date another payment already holds, or a holiday, as it is typed', async () => {
    const deferPayment = vi.fn(async () => aLoan({ version: 5 }));
    const { dialog } = renderLoanDialog(LoanDeferPaymentDialog, aLoan(), { deferPayment });
    const newDate = dayInput(dialog, 'New date (optional)');
    fireEvent.change(newDate, { target: { value: '2026-12-24' } });
    expect(
      await dialog.findByText('A payment already exists on 2026-12-24. Please select another payment date.'),
    ).toBeTruthy();
    fireEvent.change(newDate, { target: { value: '2026-12-25' } });
    expect(await dialog.findByText(en.validation.paymentDateHoliday)).toBeTruthy();
    fireEvent.change(newDate, { target: { value: '2027-01-07' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Defer the payment' }));
    await waitFor(() =>
      expect(deferPayment).toHaveBeenCalledWith(7, {
        version: 4,
        paymentId: 15,
        feeOption: 'CHARGE',
        newDate: '2027-01-07',
      }),
    );
  });

  it('says the portal rules’ refusals: about the chosen payment under it, about the loan in the dialog', async () => {
    const deferPayment = vi.fn(async () => {
      throw refusal('errors.MAX_CONSECUTIVE_DEFERRALS_REACHED', { maximum: 2 });
    });
    const { dialog } = renderLoanDialog(LoanDeferPaymentDialog, aLoan(), { deferPayment });
    fireEvent.click(dialog.getByRole('button', { name: 'Defer the payment' }));
    expect(await dialog.findByText('This deferral would exceed the maximum of 2 consecutive deferrals.')).toBeTruthy();

    deferPayment.mockImplementation(async () => {
      throw refusal('errors.DEFERRAL_NOT_PERMITTED');
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Defer the payment' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(en.errors.DEFERRAL_NOT_PERMITTED);
  });
});
