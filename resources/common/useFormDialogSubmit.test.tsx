// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { cleanup, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminContext, HttpError, Notification } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en } from '../../i18n/en';
import { catalogues } from '../../i18n/catalogues';
import { useFormDialogSubmit } from './useFormDialogSubmit';

afterEach(cleanup);

const wrapper = ({ children }: { children: ReactNode }) => (
  <AdminContext i18nProvider={polyglotI18nProvider(() => catalogues.en, 'en')}>
    {children}
    <Notification />
  </AdminContext>
);

describe('useFormDialogSubmit', () => {
  it('toasts the success and hands the answer on', async () => {
    const onDone = vi.fn();
    const { result } = renderHook(
      () => useFormDialogSubmit(async (name: string) => ({ name }), 'messages.FEE_ADDED', onDone),
      { wrapper },
    );
    await expect(result.current('Site')).resolves.toBeUndefined();
    expect(onDone).toHaveBeenCalledWith({ name: 'Site' });
    expect(await screen.findByText(en.messages.FEE_ADDED)).toBeTruthy();
  });

  it('answers a 400’s field errors for the form, and notifies any other failure', async () => {
    const onDone = vi.fn();
    const refused = new HttpError('errors.VALIDATION_ERROR', 400, {
      message: 'errors.VALIDATION_ERROR',
      errors: { name: 'errors.API_KEY_NAME_TAKEN' },
    });
    const { result } = renderHook(
      () =>
        useFormDialogSubmit(
          async () => {
            throw refused;
          },
          'messages.FEE_ADDED',
          onDone,
        ),
      { wrapper },
    );
    await expect(result.current('Site')).resolves.toEqual({ name: 'errors.API_KEY_NAME_TAKEN' });

    const failing = renderHook(
      () =>
        useFormDialogSubmit(
          async () => {
            throw new Error('errors.UNEXPECTED_ERROR');
          },
          'messages.FEE_ADDED',
          onDone,
        ),
      { wrapper },
    );
    await expect(failing.result.current('Site')).resolves.toBeUndefined();
    expect(await screen.findByText(en.errors.UNEXPECTED_ERROR)).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });
});
