// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminContext, useNotify } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { catalogues } from '../../i18n/catalogues';
import { AppNotification } from './AppNotification';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Notifier({ type }: { type: 'success' | 'warning' | 'error' | 'info' }) {
  const notify = useNotify();
  return <button onClick={() => notify('errors.NOTIFICATION_ACTION_FAILED', { type })}>notify</button>;
}

describe('AppNotification', () => {
  it.each(['success', 'warning', 'error', 'info'] as const)(
    'shows a %s toast at the top centre and hides it after 6 seconds',
    (type) => {
      vi.useFakeTimers();
      render(
        <AdminContext i18nProvider={polyglotI18nProvider(() => catalogues.en, 'en')}>
          <Notifier type={type} />
          <AppNotification />
        </AdminContext>,
      );
      fireEvent.click(screen.getByRole('button', { name: 'notify' }));
      const text = screen.getByText(catalogues.en.errors.NOTIFICATION_ACTION_FAILED);
      expect(text.closest('.MuiSnackbar-root')?.className).toContain('MuiSnackbar-anchorOriginTopCenter');
      // react-admin marks success, warning and error toasts; info is its default look.
      if (type !== 'info') expect(text.closest(`.RaNotification-${type}`)).not.toBeNull();
      act(() => vi.advanceTimersByTime(5900));
      expect(screen.queryByText(catalogues.en.errors.NOTIFICATION_ACTION_FAILED)).not.toBeNull();
      act(() => vi.advanceTimersByTime(200));
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.queryByText(catalogues.en.errors.NOTIFICATION_ACTION_FAILED)).toBeNull();
    },
  );
});
