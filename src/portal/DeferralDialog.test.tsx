// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PortalDeferralAnswer, PortalLoanDetail } from '../../domain/portal';
import { DeferralDialog } from './DeferralDialog';
import { PortalWords, wordsFor } from './portalWords';

beforeAll(() => {
  // jsdom has no modal dialogs: opening one is all the component asks.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Line = PortalLoanDetail['payments'][number];
const line = (id: number, date: string, amount: number, presented: boolean): Line => ({
  id,
  date,
  amount,
  status: 'SCHEDULED',
  kind: 'SCHEDULED',
  presented,
  deferralRefusal: presented ? { key: 'errors.PAYMENT_NOT_DEFERRABLE' } : null,
});

/** 1 December's debit is at the bank for 65.04 $; 15 December is the one the borrower defers. */
const LOAN = {
  id: 9,
  version: 3,
  payments: [
    line(1, '2026-12-01', 6_504, true),
    line(2, '2026-12-15', 6_504, false),
    line(3, '2027-01-05', 6_504, false),
  ],
} as PortalLoanDetail;

function renderDialog(onDeferred = vi.fn()) {
  render(
    <PortalWords.Provider value={wordsFor('en')}>
      <DeferralDialog
        loan={LOAN}
        payment={LOAN.payments[1]}
        fee={2_500}
        onClose={vi.fn()}
        onDeferred={onDeferred}
        onRefused={vi.fn()}
      />
    </PortalWords.Provider>,
  );
  return onDeferred;
}

describe('the portal’s deferral confirmation', () => {
  it('names the payment the fee goes with, never the one already at the bank', () => {
    renderDialog();
    expect(screen.getByTestId('deferral-fee').textContent).toBe(
      'A deferral fee of $25.00 is added to your payment of January 5, 2027.',
    );
    expect(
      screen.getByText('Your payment of December 1, 2026 is already with your bank: it stays at $65.04.'),
    ).toBeTruthy();
  });

  it('once done, says where the fee went and what that payment now is', async () => {
    const answer = {
      firstName: 'Camille',
      deferral: {
        date: '2026-12-15',
        newDate: '2027-01-19',
        fee: 2_500,
        feePayment: { id: 3, date: '2027-01-05', amount: 9_120 },
      },
    } as PortalDeferralAnswer;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(answer), { status: 200 })),
    );
    const onDeferred = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm the deferral', hidden: true }));
    await waitFor(() => expect(onDeferred).toHaveBeenCalled());
    expect(onDeferred).toHaveBeenCalledWith(
      { firstName: 'Camille' },
      'The payment of December 15, 2026 is deferred to January 19, 2027. The $25.00 fee is added to your payment of January 5, 2027, which is now $91.20.',
    );
  });
});
