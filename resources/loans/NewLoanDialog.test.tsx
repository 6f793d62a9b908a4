// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, HttpError, Notification } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { DEFAULT_LOAN_CONFIGURATION } from '../../domain/loanConfiguration';
import { en } from '../../i18n/en';
import { catalogues } from '../../i18n/catalogues';
import type { GuichetDataProvider } from '../../providers/dataProvider';
import type { LoanOffer, PendingLoanRequest } from '../../providers/loanWire';
import { NewLoanDialog } from './NewLoanDialog';
import { dayInput } from '../common/dayFieldTesting';

const offer: LoanOffer = {
  ...DEFAULT_LOAN_CONFIGURATION,
  today: '2026-11-24',
  province: 'QC',
  suggestedFirstPaymentDate: '2026-12-01',
};
const request: PendingLoanRequest = {
  id: 41,
  createdAt: '2026-11-20T15:00:00.000Z',
  requestedAmount: 90_000,
  approvedAmount: 80_000,
  status: 'ACCEPTED',
};

function renderDialog(
  options: { requests?: PendingLoanRequest[]; offer?: LoanOffer; createLoan?: GuichetDataProvider['createLoan'] } = {},
) {
  const createLoan = vi.fn(options.createLoan ?? (async () => ({ id: 9, loanNumber: 1009 }) as never));
  const onClose = vi.fn();
  const dataProvider = {
    loanOffer: vi.fn(async () => options.offer ?? offer),
    pendingLoanRequests: vi.fn(async () => options.requests ?? [request]),
    createLoan,
  } as unknown as GuichetDataProvider;
  // jsdom's browser says en-US: the app runs in English here.
  render(
    <MemoryRouter initialEntries={['/apps/customers/7?tab=loans']}>
      <AdminContext dataProvider={dataProvider} i18nProvider={polyglotI18nProvider(() => catalogues.en, 'en')}>
        <Routes>
          <Route path="/apps/customers/:id" element={<NewLoanDialog customerId={7} onClose={onClose} />} />
          <Route path="/apps/loans/:id" element={<p>loan screen</p>} />
        </Routes>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  return { createLoan, onClose };
}

const dialog = () => within(screen.getByRole('dialog'));
const save = () => dialog().getByRole('button', { name: 'Create loan' });

afterEach(cleanup);

describe('NewLoanDialog', () => {
  it('starts from the largest amount the approval covers and previews the schedule with its APR', async () => {
    renderDialog();
    await waitFor(() => expect(dialog().getByTestId('loan-preview')).toBeTruthy());
    expect(dialog().getByRole('combobox', { name: 'Amount' }).textContent).toBe('$750.00');
    expect(dialog().getByRole('combobox', { name: 'Number of payments' }).textContent).toBe('10');
    expect(dialog().getByRole('combobox', { name: 'Frequency' }).textContent).toBe('Every two weeks');
    expect(dayInput(dialog(), 'First payment date').value).toBe('2026-12-01');
    expect(dialog().getByText('Annual percentage rate')).toBeTruthy();
    expect(dialog().getByText('Total cost of credit')).toBeTruthy();
    // A header row and one row per payment.
    expect(within(dialog().getByRole('table', { name: 'Schedule preview' })).getAllByRole('row')).toHaveLength(11);
  });

  it('says a weekend date as the agent types it and holds the save until it is fixed', async () => {
    renderDialog();
    await waitFor(() => expect(save()).toHaveProperty('disabled', false));
    fireEvent.change(dayInput(dialog(), 'First payment date'), { target: { value: '2026-12-05' } });
    expect(dialog().getByText(en.validation.paymentDateWeekend)).toBeTruthy();
    expect(save()).toHaveProperty('disabled', true);
    fireEvent.change(dayInput(dialog(), 'First payment date'), { target: { value: '2026-12-07' } });
    expect(save()).toHaveProperty('disabled', false);
  });

  it('warns above the 35 % cap with the rate, and does not let the loan be saved', async () => {
    renderDialog({ offer: { ...offer, membershipFeePerPayment: 2_500 } });
    const warning = await waitFor(() => dialog().getByTestId('rate-cap-warning'));
    expect(warning.textContent).toMatch(/annual percentage rate of \d+\.\d\d % is above the legal maximum of 35 %/);
    expect(save()).toHaveProperty('disabled', true);
  });

  it('creates the loan from the request with the terms typed, then opens it', async () => {
    const { createLoan, onClose } = renderDialog();
    await waitFor(() => expect(save()).toHaveProperty('disabled', false));
    fireEvent.mouseDown(dialog().getByRole('combobox', { name: 'Payment provider' }));
    fireEvent.click(screen.getByRole('option', { name: 'Interac' }));
    fireEvent.click(save());
    await waitFor(() =>
      expect(createLoan).toHaveBeenCalledWith({
        requestId: 41,
        amount: 75_000,
        numberOfPayments: 10,
        frequency: 'BIWEEKLY',
        firstPaymentDate: '2026-12-01',
        twiceMonthlyDays: null,
        paymentProvider: 'INTERAC',
      }),
    );
    await waitFor(() => expect(screen.getByText('loan screen')).toBeTruthy());
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the server’s field errors on their fields', async () => {
    renderDialog({
      createLoan: async () => {
        throw new HttpError('errors.VALIDATION_ERROR', 400, {
          message: 'errors.VALIDATION_ERROR',
          errors: { firstPaymentDate: 'validation.paymentDateHoliday' },
        });
      },
    });
    await waitFor(() => expect(save()).toHaveProperty('disabled', false));
    fireEvent.click(save());
    await waitFor(() => expect(dialog().getByText(en.validation.paymentDateHoliday)).toBeTruthy());
  });

  it('says a refusal with its amounts in dollars', async () => {
    renderDialog({
      createLoan: async () => {
        // As the http client throws it: its message translated, amounts in dollars (providers/refusalParams.ts).
        const text = en.errors.AMOUNT_ABOVE_APPROVED.replace('%{max}', '$500.00');
        throw new HttpError(text, 420, { message: 'errors.AMOUNT_ABOVE_APPROVED', params: { max: 50_000 } });
      },
    });
    await waitFor(() => expect(save()).toHaveProperty('disabled', false));
    fireEvent.click(save());
    await waitFor(() =>
      expect(screen.getByText(en.errors.AMOUNT_ABOVE_APPROVED.replace('%{max}', '$500.00'))).toBeTruthy(),
    );
  });

  it('says there is no pending request for a new loan, with nothing to save', async () => {
    renderDialog({ requests: [] });
    await waitFor(() => expect(dialog().getByText('No pending requests for a new loan')).toBeTruthy());
    expect(save()).toHaveProperty('disabled', true);
    expect(dialog().queryByTestId('loan-preview')).toBeNull();
  });
});
