// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminContext, HttpError, Notification, type AuthProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { DEFAULT_PORTAL_CONFIGURATION } from '../../domain/portalConfiguration';
import { en } from '../../i18n/en';
import type { GuichetDataProvider } from '../../providers/dataProvider';
import { catalogues } from '../../i18n/catalogues';
import { PortalConfigurationTab } from './PortalConfigurationTab';

afterEach(cleanup);

const record = { ...DEFAULT_PORTAL_CONFIGURATION, version: 0 };
const words = en.resources.portalConfiguration;

function renderTab(methods: Partial<GuichetDataProvider>, canUpdate = true) {
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    canAccess: async ({ action }) => action !== 'update' || canUpdate,
  };
  const dataProvider = { portalConfiguration: vi.fn(async () => record), ...methods };
  render(
    <AdminContext
      dataProvider={dataProvider as unknown as GuichetDataProvider}
      authProvider={authProvider}
      i18nProvider={polyglotI18nProvider(() => catalogues.en, 'en')}
    >
      <PortalConfigurationTab />
      <Notification />
    </AdminContext>,
  );
}

describe('PortalConfigurationTab', () => {
  it('shows the defaults and saves the whole configuration at the version read', async () => {
    const updatePortalConfiguration = vi.fn(async () => ({ ...record, maxDeferralsPerLoan: 4, version: 1 }));
    renderTab({ updatePortalConfiguration });
    const perLoan = (await screen.findByLabelText(words.fields.maxDeferralsPerLoan)) as HTMLInputElement;
    expect(perLoan.value).toBe('3');
    expect((screen.getByLabelText(words.loanViews.CURRENT_AND_PAST_SUMMARY) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(perLoan, { target: { value: '4' } });
    fireEvent.click(screen.getByLabelText(words.loanViews.ALL_LOANS_DETAILED));
    fireEvent.change(screen.getByLabelText(words.fields.termsUrl), {
      target: { value: 'https://pret.example.ca/conditions' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updatePortalConfiguration).toHaveBeenCalledTimes(1));
    expect(updatePortalConfiguration.mock.calls[0]).toEqual([
      {
        ...record,
        maxDeferralsPerLoan: 4,
        loanView: 'ALL_LOANS_DETAILED',
        termsUrl: 'https://pret.example.ca/conditions',
        supportEmail: '',
        supportPhone: '',
        policyUrl: '',
      },
    ]);
    expect(await screen.findByText(en.messages.PORTAL_CONFIGURATION_SAVED)).toBeTruthy();
  });

  it('says a bad colour and a bad URL as typed, and sends nothing', async () => {
    const updatePortalConfiguration = vi.fn();
    renderTab({ updatePortalConfiguration });
    fireEvent.change(await screen.findByLabelText(words.fields.primaryColour), { target: { value: 'navy' } });
    fireEvent.change(screen.getByLabelText(words.fields.policyUrl), { target: { value: 'www.example.ca' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(en.validation.colour)).toBeTruthy();
    expect(screen.getByText(en.validation.webUrl)).toBeTruthy();
    expect(updatePortalConfiguration).not.toHaveBeenCalled();
  });

  it('asks to press Update when someone saved since', async () => {
    const updatePortalConfiguration = vi.fn(async () => {
      throw new HttpError('errors.STALE_VERSION', 409, { message: 'errors.STALE_VERSION' });
    });
    renderTab({ updatePortalConfiguration });
    fireEvent.change(await screen.findByLabelText(words.fields.supportEmail), { target: { value: 'aide@pret.ca' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(en.errors.STALE_VERSION)).toBeTruthy();
    // What was typed stays, to be saved again after Update.
    expect((screen.getByLabelText(words.fields.supportEmail) as HTMLInputElement).value).toBe('aide@pret.ca');
  });

  it('is read-only without update on configuration', async () => {
    renderTab({}, false);
    expect(await screen.findByText(words.readOnly)).toBeTruthy();
    expect(screen.getByLabelText(words.fields.maxDeferralsPerLoan).matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
