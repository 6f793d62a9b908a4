// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, RecordContextProvider, HttpError, type AuthProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { LoanActions } from '../../domain/loanView';
import { catalogues } from '../../i18n/catalogues';
import type { GuichetDataProvider } from '../../providers/dataProvider';
import type { LoanRecord } from '../../providers/loanWire';
import { LoanActionsMenu } from './LoanActionsMenu';
import { loanQueryKey } from './loanPaths';
import { menuEntryStates } from './loanMenu';

const NO_ACTIONS: LoanActions = {
  modify: false,
  start: false,
  delete: false,
  stop: false,
  restart: false,
  manualPayment: false,
  stoppedLoanPayment: false,
  increaseBalance: false,
  rebate: false,
  defer: false,
  nsf: false,
  changeProvider: false,
  statement: false,
  sendContract: false,
  sendMessage: false,
  writeOff: false,
  recovery: false,
  reverseWriteOff: false,
};

const pending = {
  id: 5,
  loanNumber: 1005,
  customerId: 7,
  customerName: 'Jean Tremblay',
  status: 'PENDING',
  amount: 50_000,
  firstPaymentDate: '2026-12-04',
  version: 3,
  actions: { ...NO_ACTIONS, modify: true, start: true, delete: true, changeProvider: true },
  actionReasons: { statement: 'NOT_STARTED', manualPayment: 'NOT_STARTED' },
} as unknown as LoanRecord;

function renderMenu(
  options: {
    startLoan?: GuichetDataProvider['startLoan'];
    getLoan?: GuichetDataProvider['getLoan'];
    canDelete?: boolean;
  } = {},
) {
  const startLoan = vi.fn(
    options.startLoan ?? (async () => ({ ...pending, status: 'ACTIVE', version: 4 }) as LoanRecord),
  );
  const getLoan = vi.fn(options.getLoan ?? (async () => ({ ...pending, version: 4 })));
  const onDone = vi.fn();
  const queryClient = new QueryClient();
  // The screen's query, which Update invalidates: here it reads through getLoan.
  void queryClient.prefetchQuery({ queryKey: loanQueryKey(pending.id), queryFn: () => getLoan(pending.id) });
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    canAccess: async ({ action }) => action !== 'delete' || options.canDelete !== false,
  };
  const dataProvider = { startLoan, getLoan } as unknown as GuichetDataProvider;
  render(
    <MemoryRouter>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        queryClient={queryClient}
        i18nProvider={polyglotI18nProvider(() => catalogues.en, 'en')}
      >
        <RecordContextProvider value={pending}>
          <LoanActionsMenu onDone={onDone} />
        </RecordContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  return { startLoan, getLoan, onDone };
}

const openMenu = async () => {
  await waitFor(() => expect(screen.getByTestId('loan-actions')).toHaveProperty('disabled', false));
  fireEvent.click(screen.getByTestId('loan-actions'));
  return screen.getByRole('menu');
};

afterEach(cleanup);

describe('menuEntryStates', () => {
  const Dialog = () => null;
  const entries = [
    { key: 'a', label: 'resources.loans.title' as const, action: 'modify' as const, Dialog },
    { key: 'b', label: 'resources.loans.title' as const, action: 'stop' as const, Dialog },
    { key: 'c', label: 'resources.loans.title' as const, action: 'modify' as const, Dialog, isAvailable: () => false },
  ];
  it('makes available the entries whose flag the server set and whose own test passes', () => {
    const states = menuEntryStates(pending, entries);
    expect(states.filter((state) => state.available).map((state) => state.entry.key)).toEqual(['a']);
  });
});

describe('LoanActionsMenu', () => {
  it('offers the dialogs the loan’s flags allow; the others stay listed, disabled, with the server’s reason', async () => {
    renderMenu();
    const menu = await openMenu();
    for (const key of ['modify', 'start', 'delete'])
      expect(within(menu).getByTestId(`loan-action-${key}`).getAttribute('aria-disabled')).toBeNull();
    expect(within(menu).getByTestId('loan-action-start').textContent).toBe('Start loan');
    const statement = within(menu).getByTestId('loan-action-statement');
    expect(statement.getAttribute('aria-disabled')).toBe('true');
    expect(statement.textContent).toContain(catalogues.en.resources.loans.unavailable.NOT_STARTED);
  });

  it('hides what the agent’s permissions do not allow', async () => {
    renderMenu({ canDelete: false });
    const menu = await openMenu();
    await waitFor(() => expect(within(menu).queryByTestId('loan-action-delete')).toBeNull());
    expect(within(menu).getByTestId('loan-action-start')).toBeTruthy();
  });

  it('starts the loan after a confirmation, with the version read, and hands the answer to the screen', async () => {
    const { startLoan, onDone } = renderMenu();
    fireEvent.click(within(await openMenu()).getByTestId('loan-action-start'));
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByText(/Start loan #1005 of Jean Tremblay\?/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(startLoan).toHaveBeenCalledWith(5, { version: 3 }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ status: 'ACTIVE', version: 4 })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks for Update when the loan changed meanwhile, and reads it again', async () => {
    const { getLoan } = renderMenu({
      startLoan: async () => {
        throw new HttpError('errors.STALE_VERSION', 409, { message: 'errors.STALE_VERSION' });
      },
    });
    fireEvent.click(within(await openMenu()).getByTestId('loan-action-start'));
    const dialog = within(screen.getByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Start' }));
    const update = await waitFor(() => dialog.getByRole('button', { name: catalogues.en.concurrency.update }));
    expect(dialog.getByText(catalogues.en.errors.STALE_VERSION)).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Start' })).toHaveProperty('disabled', true);
    const readsBefore = getLoan.mock.calls.length;
    fireEvent.click(update);
    await waitFor(() => expect(getLoan.mock.calls.length).toBeGreaterThan(readsBefore));
    await waitFor(() => expect(dialog.queryByText(catalogues.en.errors.STALE_VERSION)).toBeNull());
  });
});
