// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminContext, Notification } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en } from '../../i18n/en';
import { catalogues } from '../../i18n/catalogues';
import { ShownOnceSecretDialog } from './ShownOnceSecretDialog';

afterEach(cleanup);

function renderDialog(onClose = vi.fn()) {
  render(
    <AdminContext i18nProvider={polyglotI18nProvider(() => catalogues.en, 'en')}>
      <ShownOnceSecretDialog
        open
        value="gk_live_secret"
        title="New key"
        warning="Shown only once"
        label="Value"
        copyLabel="Copy"
        closeLabel="Done"
        copiedMessage="messages.COPIED"
        testId="secret"
        onClose={onClose}
      />
      <Notification />
    </AdminContext>,
  );
  return onClose;
}

describe('ShownOnceSecretDialog', () => {
  it('shows the value read-only with its warning, copies it, and closes only by its button', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const onClose = renderDialog();
    expect(screen.getByRole('dialog', { name: 'New key' })).toBeTruthy();
    expect(screen.getByText('Shown only once')).toBeTruthy();
    const input = screen.getByTestId('secret') as HTMLInputElement;
    expect(input.value).toBe('gk_live_secret');
    expect(input.readOnly).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText(en.messages.COPIED)).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('gk_live_secret');

    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
