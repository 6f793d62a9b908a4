// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AdminContext, Notification } from 'react-admin';
import { en } from '../../i18n/en';
import type { GuichetDataProvider, StatusAnswer } from '../../providers/dataProvider';
import { i18nProvider } from '../../providers/i18nProvider';
import { loadScreenWords } from '../../providers/screenWords';
import { ChangePasswordDialog } from './ChangePasswordDialog';

// The dialog is signed-in only: its words come with the signed-in app, as in the browser.
beforeAll(() => loadScreenWords('signedIn'));
afterEach(cleanup);

function renderDialog(answer: StatusAnswer) {
  const changePassword = vi.fn(async () => answer);
  const dataProvider = { changePassword } as unknown as GuichetDataProvider;
  const onClose = vi.fn();
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <ChangePasswordDialog open onClose={onClose} />
      <Notification />
    </AdminContext>,
  );
  return { changePassword, onClose };
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
const submit = () => screen.getByRole('button', { name: en.changePassword.submit });

describe('ChangePasswordDialog', () => {
  it('validates as typed and keeps submit disabled while the pair is invalid', async () => {
    renderDialog({ status: 'Success' });
    expect((submit() as HTMLButtonElement).disabled).toBe(true);
    type(en.changePassword.password, 'short');
    expect(await screen.findByText(en.validation.passwordMinLength)).toBeTruthy();
    type(en.changePassword.password, 'long-enough-1');
    type(en.changePassword.passwordConfirm, 'long-enough-2');
    expect(await screen.findByText(en.validation.passwordsDoNotMatch)).toBeTruthy();
    expect((submit() as HTMLButtonElement).disabled).toBe(true);
  });

  it('sends the new password only, then says it changed', async () => {
    const { changePassword, onClose } = renderDialog({ status: 'Success' });
    type(en.changePassword.password, 'long-enough-1');
    type(en.changePassword.passwordConfirm, 'long-enough-1');
    fireEvent.click(submit());
    await waitFor(() => expect(changePassword).toHaveBeenCalledWith('long-enough-1'));
    expect(await screen.findByText(en.messages.CHANGE_PASSWORD_SUCCESS)).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });

  it('says when the password may not be changed', async () => {
    const { onClose } = renderDialog({ status: 'Not Allowed', message: 'errors.CHANGE_PASSWORD_NOT_ALLOWED' });
    type(en.changePassword.password, 'long-enough-1');
    type(en.changePassword.passwordConfirm, 'long-enough-1');
    fireEvent.click(submit());
    expect(await screen.findByText(en.errors.CHANGE_PASSWORD_NOT_ALLOWED)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
