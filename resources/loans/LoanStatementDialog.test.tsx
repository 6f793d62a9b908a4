// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminContext, RecordContextProvider, HttpError, Notification } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { catalogues } from '../../i18n/catalogues';
import type { GuichetDataProvider } from '../../providers/dataProvider';
import type { LoanRecord } from '../../providers/loanWire';
import { LoanStatementDialog } from './LoanStatementDialog';

const loan = { id: 5, loanNumber: 1005, version: 3 } as LoanRecord;

function renderDialog(loanStatement: GuichetDataProvider['loanStatement']) {
  const onClose = vi.fn();
  const dataProvider = { loanStatement: vi.fn(loanStatement) } as unknown as GuichetDataProvider;
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={polyglotI18nProvider(() => catalogues.en, 'en')}>
      <RecordContextProvider value={loan}>
        <LoanStatementDialog open onClose={onClose} onDone={vi.fn()} />
      </RecordContextProvider>
      <Notification />
    </AdminContext>,
  );
  return {
    loanStatement: dataProvider.loanStatement as ReturnType<typeof vi.fn>,
    onClose,
    dialog: within(screen.getByRole('dialog')),
  };
}

const clicked: string[] = [];
beforeEach(() => {
  clicked.length = 0;
  // jsdom has neither object URLs nor downloads: record what the link would have saved.
  URL.createObjectURL = vi.fn(() => 'blob:statement');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.download);
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('LoanStatementDialog', () => {
  it('downloads the details statement under the server’s file name', async () => {
    const { loanStatement, onClose, dialog } = renderDialog(async () => ({
      blob: new Blob(['%PDF']),
      fileName: 'releve-1005.pdf',
    }));
    fireEvent.click(dialog.getByLabelText('Payment details'));
    fireEvent.click(dialog.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(clicked).toEqual(['releve-1005.pdf']));
    expect(loanStatement).toHaveBeenCalledWith(5, 'DETAILS');
    expect(onClose).toHaveBeenCalled();
  });

  it('says a failure and stays open', async () => {
    const { onClose, dialog } = renderDialog(async () => {
      throw new HttpError(catalogues.en.errors.UNEXPECTED_ERROR, 500, {});
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(screen.getByText(catalogues.en.errors.UNEXPECTED_ERROR)).toBeTruthy());
    expect(clicked).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });
});
