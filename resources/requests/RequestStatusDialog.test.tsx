// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminContext, HttpError } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { catalogues } from '../../i18n/catalogues';
import type { GuichetDataProvider } from '../../providers/dataProvider';
import type { LoanRequestRecord } from '../../providers/requestWire';
import type { RequestStatus } from '../../domain/requests';
import { RequestStatusDialog } from './RequestStatusDialog';

const request = {
  id: 41,
  customerId: 7,
  status: 'NEW',
  requestedAmountCents: 250_000,
  approvedAmountCents: null,
  denialReason: null,
  version: 3,
  fullName: 'Jean Tremblay',
} as unknown as LoanRequestRecord;

function renderDialog(target: RequestStatus, changeRequestStatus = vi.fn(async () => request)) {
  const reload = vi.fn(async () => undefined);
  const onClose = vi.fn();
  const dataProvider = { changeRequestStatus } as unknown as GuichetDataProvider;
  // jsdom's browser says en-US: the app runs in English here.
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={polyglotI18nProvider(() => catalogues.en, 'en')}>
      <RequestStatusDialog request={request} target={target} onClose={onClose} reload={reload} />
    </AdminContext>,
  );
  return { changeRequestStatus, reload, onClose, dialog: within(screen.getByRole('dialog')) };
}

afterEach(cleanup);

describe('RequestStatusDialog', () => {
  it('asks the pre-approved amount in dollars, starting from the amount asked, and sends cents', async () => {
    const { changeRequestStatus, onClose, dialog } = renderDialog('PREAPPROVED');
    const amount = dialog.getByLabelText('Approved amount') as HTMLInputElement;
    expect(amount.value).toBe('2500.00');
    fireEvent.change(amount, { target: { value: '1,850.50' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(changeRequestStatus).toHaveBeenCalledWith(41, { status: 'PREAPPROVED', amount: 185_050, version: 3 }),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('refuses an amount outside a loan’s range without calling the server', () => {
    const { changeRequestStatus, dialog } = renderDialog('ACCEPTED');
    fireEvent.change(dialog.getByLabelText('Approved amount'), { target: { value: '50' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(dialog.getByText('Invalid amount')).toBeTruthy();
    expect(changeRequestStatus).not.toHaveBeenCalled();
  });

  it('asks a denial reason, and no amount', async () => {
    const { changeRequestStatus, dialog } = renderDialog('DENIED');
    expect(dialog.queryByLabelText('Approved amount')).toBeNull();
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(dialog.getByText('This field is required')).toBeTruthy();
    fireEvent.mouseDown(dialog.getByRole('combobox'));
    fireEvent.click(screen.getByRole('option', { name: 'No capacity' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(changeRequestStatus).toHaveBeenCalledWith(41, {
        status: 'DENIED',
        denialReason: 'NO_CAPACITY',
        version: 3,
      }),
    );
  });

  it('says press Update on a stale version, reloads on Update and keeps the typed amount', async () => {
    const stale = vi.fn(async () => {
      throw new HttpError('errors.STALE_VERSION', 409, { message: 'errors.STALE_VERSION' });
    });
    const { reload, dialog } = renderDialog('PREAPPROVED', stale);
    fireEvent.change(dialog.getByLabelText('Approved amount'), { target: { value: '1900' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(dialog.getByText('This record was modified since your last update, press Update')).toBeTruthy(),
    );
    fireEvent.click(dialog.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect((dialog.getByLabelText('Approved amount') as HTMLInputElement).value).toBe('1900');
  });
});
