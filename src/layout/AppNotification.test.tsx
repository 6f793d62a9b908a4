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
      // Said by a screen reader as it shows (an alert is a live region).
      expect(screen.getByRole('alert').textContent).toContain(catalogues.en.errors.NOTIFICATION_ACTION_FAILED);
      // react-admin marks success, warning and error toasts; info is its default look.
      if (type !== 'info') expect(text.closest(`.RaNotification-${type}`)).not.toBeNull();
      act(() => vi.advanceTimersByTime(5900));
      expect(screen.queryByText(catalogues.en.errors.NOTIFICATION_ACTION_FAILED)).not.toBeNull();
      act(() => vi.advanceTimersByTime(200));
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.queryByText(catalogues.en.errors.NOTIFICATION_ACTION_FAILED)).toBeNull();
    },
  );

  it("lets a newer toast replace the one showing: a corrected form's success does not wait behind its error", () => {
    vi.useFakeTimers();
    function TwoNotices() {
      const notify = useNotify();
      return (
        <>
          <button onClick={() => notify('ra.message.invalid_form', { type: 'error' })}>invalid</button>
          {/* Saved with Enter: no click elsewhere on the page closes the error first. */}
          <input
            aria-label="form"
            onKeyDown={(event) => {
              if (event.key === 'Enter')
                notify('ra.notification.updated', { type: 'success', messageArgs: { smart_count: 1 } });
            }}
          />
        </>
      );
    }
    render(
      <AdminContext i18nProvider={polyglotI18nProvider(() => catalogues.en, 'en')}>
        <TwoNotices />
        <AppNotification />
      </AdminContext>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'invalid' }));
    expect(screen.queryByText(catalogues.en.ra.message.invalid_form)).not.toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'form' }), { key: 'Enter' });
    // The error leaves at once (its exit takes a moment), the success shows long before the error's 6 s.
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByText(catalogues.en.ra.message.invalid_form)).toBeNull();
    expect(screen.queryByText('Element updated')).not.toBeNull();
  });
});
