// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { en } from '../../../i18n/en';
import { aLoan, aStoppedLoan, pinDialogClock, renderLoanDialog } from './loanDialogTestKit';
import { LoanRestartDialog } from './LoanRestartDialog';
import { dayInput } from '../../common/dayFieldTesting';

const stopped = aStoppedLoan();

pinDialogClock();

describe('LoanRestartDialog', () => {
  it('previews the new payments as the terms are typed and sends them', async () => {
    const restartLoan = vi.fn(async () => aLoan({ version: 5 }));
    const { dialog } = renderLoanDialog(LoanRestartDialog, stopped, { restartLoan });
    // Three of six payments were collected: three are left, from tomorrow.
    expect((dialog.getByLabelText('Number of payments', { exact: false }) as HTMLInputElement).value).toBe('3');
    expect(dayInput(dialog, 'First payment date').value).toBe('2026-11-25');
    const preview = within(dialog.getByRole('table', { name: 'Preview of the new payments' }));
    expect(preview.getAllByRole('row')).toHaveLength(4);

    fireEvent.change(dialog.getByLabelText('Number of payments', { exact: false }), { target: { value: '4' } });
    fireEvent.change(dayInput(dialog, 'First payment date'), {
      target: { value: '2026-12-03' },
    });
    await waitFor(() => expect(preview.getAllByRole('row')).toHaveLength(5));
    const dates = preview
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[1].textContent);
    expect(dates).toEqual(['2026-12-03', '2026-12-17', '2026-12-31', '2027-01-14']);
    // The arrears ($15.00 of interest and fees) ride on the first payment; the capital ($600.00) is repaid in full.
    expect(within(preview.getAllByRole('row')[1]).getAllByRole('cell')[6].textContent).toBe('$15.00');
    expect(within(preview.getAllByRole('row')[4]).getAllByRole('cell')[7].textContent).toBe('$0.00');

    fireEvent.click(dialog.getByRole('button', { name: 'Restart payments' }));
    await waitFor(() =>
      expect(restartLoan).toHaveBeenCalledWith(7, {
        version: 4,
        frequency: 'BIWEEKLY',
        numberOfPayments: 4,
        firstPaymentDate: '2026-12-03',
        twiceMonthlyDays: null,
      }),
    );
    expect(await screen.findByText(en.messages.LOAN_RESTARTED)).toBeTruthy();
  });

  it('asks two different days for twice a month, and a first date on a business day', async () => {
    const restartLoan = vi.fn(async () => aLoan({ version: 5 }));
    const { dialog } = renderLoanDialog(LoanRestartDialog, stopped, { restartLoan });
    fireEvent.mouseDown(dialog.getByRole('combobox'));
    fireEvent.click(screen.getByRole('option', { name: en.resources.loans.frequency.TWICE_MONTHLY }));
    const secondDay = await dialog.findByLabelText('Second day of the month', { exact: false });
    fireEvent.change(secondDay, { target: { value: '1' } });
    fireEvent.change(dayInput(dialog, 'First payment date'), {
      target: { value: '2026-11-28' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Restart payments' }));
    expect(await dialog.findByText(en.validation.twiceMonthlySameDay)).toBeTruthy();
    expect(dialog.getByText(en.validation.paymentDateWeekend)).toBeTruthy();
    expect(restartLoan).not.toHaveBeenCalled();

    fireEvent.change(secondDay, { target: { value: '15' } });
    fireEvent.change(dayInput(dialog, 'First payment date'), {
      target: { value: '2026-12-01' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Restart payments' }));
    await waitFor(() =>
      expect(restartLoan).toHaveBeenCalledWith(7, {
        version: 4,
        frequency: 'TWICE_MONTHLY',
        numberOfPayments: 3,
        firstPaymentDate: '2026-12-01',
        twiceMonthlyDays: [1, 15],
      }),
    );
  });
});
