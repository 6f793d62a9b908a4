// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../../i18n/en';
import { aLoan, refusal, renderLoanDialog } from './loanDialogTestKit';
import { LoanStopDialog } from './LoanStopDialog';

afterEach(cleanup);

const loan = aLoan({
  stopChoices: [
    { choice: 'TODAY', date: '2026-11-24' },
    { choice: 'LAST_NSF', date: '2026-10-29' },
  ],
});

describe('LoanStopDialog', () => {
  it('offers the stop dates that apply, with their dates, and stops only once confirmed', async () => {
    const reply = aLoan({ status: 'STOPPED', version: 5 });
    const stopLoan = vi.fn(async () => reply);
    const { dialog, onDone } = renderLoanDialog(LoanStopDialog, loan, { stopLoan });
    expect(dialog.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Today (2026-11-24)',
      'On the last NSF date (2026-10-29)',
    ]);
    fireEvent.click(dialog.getByRole('radio', { name: 'On the last NSF date (2026-10-29)' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Stop the loan' }));
    expect(
      await dialog.findByText('Stop loan 1007 on 2026-10-29? The payments scheduled after that date will be removed.'),
    ).toBeTruthy();
    expect(stopLoan).not.toHaveBeenCalled();
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(stopLoan).toHaveBeenCalledWith(7, { version: 4, stopDate: 'LAST_NSF' }));
    expect(await screen.findByText(en.messages.LOAN_STOPPED)).toBeTruthy();
    expect(onDone).toHaveBeenCalledWith(reply);
  });

  it('says a refusal in the dialog, translated, and stays open', async () => {
    const stopLoan = vi.fn().mockRejectedValue(refusal('errors.LOAN_ACTION_NOT_ALLOWED', { status: 'STOPPED' }));
    const { dialog, onClose } = renderLoanDialog(LoanStopDialog, loan, { stopLoan });
    fireEvent.click(dialog.getByRole('button', { name: 'Stop the loan' }));
    fireEvent.click(await dialog.findByRole('button', { name: 'Confirm' }));
    expect(await dialog.findByText(en.errors.LOAN_ACTION_NOT_ALLOWED)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
