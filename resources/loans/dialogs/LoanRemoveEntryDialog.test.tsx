// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aLoan, renderLoanDialog } from './loanDialogTestKit';
import { LoanRemoveEntryDialog } from './LoanRemoveEntryDialog';

afterEach(cleanup);

describe('LoanRemoveEntryDialog', () => {
  it('lists only the removable entries, each by kind, date and amount', () => {
    const { dialog } = renderLoanDialog(LoanRemoveEntryDialog, aLoan(), {});
    expect(dialog.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'NSF payment of 2026-10-29 — $123.45',
      'Rebate of 2026-11-02 — $50.00',
      'Deferral fee of 2026-11-05 — $25.00',
      'Manual payment of 2026-11-09 — $100.00',
    ]);
  });

  it.each([
    ['NSF payment of 2026-10-29 — $123.45', 101, 'NSF payment deleted'],
    ['Rebate of 2026-11-02 — $50.00', 102, 'Rebate deleted'],
    ['Deferral fee of 2026-11-05 — $25.00', 103, 'Deferred fee deleted'],
    ['Manual payment of 2026-11-09 — $100.00', 104, 'Payment removed'],
  ])('asks before removing “%s”, then says what was removed', async (label, entryId, message) => {
    const answer = aLoan({ version: 5 });
    const reverseLoanEntry = vi.fn(async () => answer);
    const { dialog, onDone } = renderLoanDialog(LoanRemoveEntryDialog, aLoan(), { reverseLoanEntry });
    fireEvent.click(dialog.getByRole('radio', { name: label }));
    fireEvent.click(dialog.getByRole('button', { name: 'Remove' }));

    expect(
      await dialog.findByText(
        `Remove “${label}”? A reversing entry will cancel it; it stays visible in the loan’s history.`,
      ),
    ).toBeTruthy();
    expect(reverseLoanEntry).not.toHaveBeenCalled();
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(reverseLoanEntry).toHaveBeenCalledWith(7, { version: 4, entryId }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(onDone).toHaveBeenCalledWith(answer);
  });

  it('says so when nothing can be removed, and offers no button to do it', () => {
    const loan = aLoan();
    const { dialog } = renderLoanDialog(
      LoanRemoveEntryDialog,
      { ...loan, ledger: loan.ledger.map((entry) => ({ ...entry, removable: false })) },
      {},
    );
    expect(dialog.getByText('No entry can be removed')).toBeTruthy();
    expect((dialog.getByRole('button', { name: 'Remove' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
