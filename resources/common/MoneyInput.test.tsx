// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminContext, ResourceContextProvider } from 'react-admin';
import { Form } from './Form';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { catalogues } from '../../i18n/catalogues';
import { MoneyInput } from './MoneyInput';

function renderInput(record: Record<string, unknown>, onSubmit = vi.fn()) {
  render(
    <AdminContext i18nProvider={polyglotI18nProvider(() => catalogues.en, 'en')}>
      <ResourceContextProvider value="requests">
        <Form record={record} onSubmit={onSubmit}>
          <MoneyInput source="requestedAmountCents" />
          <button type="submit">go</button>
        </Form>
      </ResourceContextProvider>
    </AdminContext>,
  );
  return { onSubmit, input: screen.getByLabelText('Requested amount') as HTMLInputElement };
}

afterEach(cleanup);

describe('MoneyInput', () => {
  it('shows cents as dollars and keeps cents in the form', async () => {
    const { input, onSubmit } = renderInput({ requestedAmountCents: 150_000 });
    expect(input.value).toBe('1500.00');
    fireEvent.change(input, { target: { value: '1,234.5' } });
    // What was typed stays as typed.
    expect(input.value).toBe('1,234.5');
    fireEvent.click(screen.getByText('go'));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ requestedAmountCents: 123_450 }),
        expect.anything(),
      ),
    );
  });

  it('refuses text that is not an amount', async () => {
    const { input, onSubmit } = renderInput({ requestedAmountCents: null });
    fireEvent.change(input, { target: { value: '12.345' } });
    fireEvent.blur(input);
    fireEvent.click(screen.getByText('go'));
    await waitFor(() => expect(screen.getByText('Invalid amount')).toBeTruthy());
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
