// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { en } from '../../../i18n/en';
import { aLoan, fieldErrors, pinDialogClock, refusal, renderLoanDialog, staleVersion } from './loanDialogTestKit';
import { LoanManualPaymentDialog } from './LoanManualPaymentDialog';
import { dayInput, dayMessage } from '../../common/dayFieldTesting';

const input = (dialog: ReturnType<typeof renderLoanDialog>['dialog'], label: string) =>
  dialog.getByLabelText(label, { exact: false }) as HTMLInputElement;
/** The helper text under an input: what the agent reads about that field. */
const messageOf = (field: HTMLInputElement) =>
  document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent ?? '';

pinDialogClock();

describe('LoanManualPaymentDialog', () => {
  it('starts on today, shows the total owing as the maximum, sends cents and hands back the new loan', async () => {
    const answer = aLoan({ version: 5 });
    const addManualPayment = vi.fn(async () => answer);
    const { dialog, onDone, onClose } = renderLoanDialog(LoanManualPaymentDialog, aLoan(), { addManualPayment });
    expect(dayInput(dialog, 'Payment date').value).toBe('2026-11-24');
    expect(dialog.getByText('At most $615.00 (the total owing)')).toBeTruthy();
    fireEvent.change(input(dialog, 'Amount'), { target: { value: '150.25' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Record the payment' }));
    await waitFor(() =>
      expect(addManualPayment).toHaveBeenCalledWith(7, { version: 4, date: '2026-11-24', amount: 15_025 }),
    );
    expect(await screen.findByText('Payment created')).toBeTruthy();
    expect(onDone).toHaveBeenCalledWith(answer);
    expect(onClose).toHaveBeenCalled();
  });

  it('says what is wrong with the date and the amount on their fields, before sending anything', async () => {
    const addManualPayment = vi.fn();
    const { dialog } = renderLoanDialog(LoanManualPaymentDialog, aLoan(), { addManualPayment });
    const date = dayInput(dialog, 'Payment date');
    fireEvent.change(date, { target: { value: '2026-11-21' } });
    await waitFor(() => expect(dayMessage(date)).toBe(en.validation.paymentDateWeekend));
    fireEvent.change(date, { target: { value: '2026-11-12' } });
    await waitFor(() =>
      expect(dayMessage(date)).toBe('A payment already exists on 2026-11-12. Please select another payment date.'),
    );
    fireEvent.change(date, { target: { value: '2026-09-29' } });
    await waitFor(() => expect(dayMessage(date)).toBe(en.validation.dateTooEarly));
    fireEvent.change(date, { target: { value: '2026-11-24' } });
    const amount = input(dialog, 'Amount');
    fireEvent.change(amount, { target: { value: '615.01' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Record the payment' }));
    await waitFor(() => expect(messageOf(amount)).toBe('The amount is above what repays the loan ($615.00)'));
    // Interest and fees owed come first: 15 $ leaves nothing for the capital.
    fireEvent.change(amount, { target: { value: '15' } });
    await waitFor(() =>
      expect(messageOf(amount)).toBe(
        'The amount entered is too small: it must cover part of the capital (at least $15.01)',
      ),
    );
    expect(addManualPayment).not.toHaveBeenCalled();
  });

  it('shows the server’s field errors and amount refusals on the fields, money in dollars', async () => {
    const addManualPayment = vi
      .fn()
      .mockRejectedValueOnce(fieldErrors({ date: 'validation.paymentDateHoliday' }))
      .mockRejectedValueOnce(refusal('errors.AMOUNT_TOO_SMALL', { min: 2_501 }));
    const { dialog } = renderLoanDialog(LoanManualPaymentDialog, aLoan(), { addManualPayment });
    fireEvent.change(input(dialog, 'Amount'), { target: { value: '20' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Record the payment' }));
    await waitFor(() =>
      expect(dayMessage(dayInput(dialog, 'Payment date'))).toBe('The selected Date is a Holiday and is not permitted'),
    );
    fireEvent.click(dialog.getByRole('button', { name: 'Record the payment' }));
    await waitFor(() =>
      expect(messageOf(input(dialog, 'Amount'))).toBe(
        'The amount entered is too small: it must cover part of the capital (at least $25.01)',
      ),
    );
    expect(input(dialog, 'Amount').getAttribute('aria-invalid')).toBe('true');
  });

  it('asks for Update on a stale version, then sends with the version reloaded and what was typed', async () => {
    const addManualPayment = vi
      .fn()
      .mockRejectedValueOnce(staleVersion())
      .mockResolvedValueOnce(aLoan({ version: 9 }));
    const getLoan = vi.fn(async () => aLoan({ version: 8 }));
    const { dialog } = renderLoanDialog(LoanManualPaymentDialog, aLoan(), { addManualPayment, getLoan });
    fireEvent.change(input(dialog, 'Amount'), { target: { value: '100' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Record the payment' }));
    expect(await dialog.findByText('This record was modified since your last update, press Update')).toBeTruthy();
    expect((dialog.getByRole('button', { name: 'Record the payment' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(dialog.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(getLoan).toHaveBeenCalledWith(7));
    await waitFor(() =>
      expect((dialog.getByRole('button', { name: 'Record the payment' }) as HTMLButtonElement).disabled).toBe(false),
    );
    expect(input(dialog, 'Amount').value).toBe('100');
    fireEvent.click(dialog.getByRole('button', { name: 'Record the payment' }));
    await waitFor(() =>
      expect(addManualPayment).toHaveBeenLastCalledWith(7, { version: 8, date: '2026-11-24', amount: 10_000 }),
    );
  });
});
