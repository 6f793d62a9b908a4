// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminContext, HttpError, Notification } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { GeneralSettingsRecord } from '../../domain/generalSettings';
import { en } from '../../i18n/en';
import type { GuichetDataProvider } from '../../providers/dataProvider';
import { catalogues } from '../../i18n/catalogues';
import { JPEG_BYTES, makePng } from '../../tests/support/png';
import { GeneralSettingsTab } from './GeneralSettingsTab';

afterEach(cleanup);

const record: GeneralSettingsRecord = {
  version: 3,
  adminEmail: 'direction@pret.ca',
  companyName: 'Prêts Boréal',
  logo: null,
};
const withLogo: GeneralSettingsRecord = {
  ...record,
  logo: {
    url: '/api/configuration/general/logo?v=abc',
    width: 40,
    height: 30,
    sizeBytes: 120,
    updatedAt: '2026-11-24T12:00:00Z',
  },
};

function renderTab(methods: Partial<GuichetDataProvider>) {
  const dataProvider = {
    generalSettings: vi.fn(async () => record),
    publicBranding: vi.fn(async () => ({ companyName: 'x', logoUrl: null })),
    ...methods,
  };
  render(
    <AdminContext
      dataProvider={dataProvider as unknown as GuichetDataProvider}
      i18nProvider={polyglotI18nProvider(() => catalogues.en, 'en')}
    >
      <GeneralSettingsTab />
      <Notification />
    </AdminContext>,
  );
  return dataProvider;
}

const words = en.resources.generalSettings;
const choose = (bytes: Uint8Array, name = 'logo.png') =>
  fireEvent.change(screen.getByLabelText(words.logo.file), {
    target: { files: [new File([new Uint8Array(bytes)], name, { type: 'image/png' })] },
  });

describe('GeneralSettingsTab', () => {
  it('saves the company name at the version read, with a toast', async () => {
    const updateGeneralSettings = vi.fn(async () => ({ ...record, companyName: 'Prêts Nordiques', version: 4 }));
    renderTab({ updateGeneralSettings });
    const name = (await screen.findByLabelText(words.fields.companyName)) as HTMLInputElement;
    expect(name.value).toBe('Prêts Boréal');
    fireEvent.change(name, { target: { value: 'Prêts Nordiques' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(updateGeneralSettings).toHaveBeenCalledWith({
        version: 3,
        adminEmail: 'direction@pret.ca',
        companyName: 'Prêts Nordiques',
      }),
    );
    expect(await screen.findByText(en.messages.GENERAL_SETTINGS_SAVED)).toBeTruthy();
  });

  it('says a bad email as typed and sends nothing', async () => {
    const updateGeneralSettings = vi.fn();
    renderTab({ updateGeneralSettings });
    fireEvent.change(await screen.findByLabelText(words.fields.adminEmail), { target: { value: 'direction@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(en.validation.email)).toBeTruthy();
    expect(updateGeneralSettings).not.toHaveBeenCalled();
  });

  it('checks a logo in the browser with the spec’s messages before sending it, then uploads one that fits', async () => {
    const uploadCompanyLogo = vi.fn(async () => withLogo);
    renderTab({ uploadCompanyLogo });
    await screen.findByText(words.logo.none);
    const upload = () => screen.getByRole('button', { name: words.logo.upload });

    choose(makePng(201, 10));
    expect(await screen.findByText('Image must be 200x200 pixels or smaller.')).toBeTruthy();
    expect((upload() as HTMLButtonElement).disabled).toBe(true);
    choose(JPEG_BYTES, 'photo.png');
    expect(await screen.findByText('Only PNG files are allowed.')).toBeTruthy();

    choose(makePng(40, 30));
    await waitFor(() => expect((upload() as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByText('Only PNG files are allowed.')).toBeNull();
    fireEvent.click(upload());
    await waitFor(() => expect(uploadCompanyLogo).toHaveBeenCalledTimes(1));
    expect(await screen.findByText(en.messages.LOGO_UPLOADED)).toBeTruthy();
    const preview = (await screen.findByAltText('Prêts Boréal logo')) as HTMLImageElement;
    expect(preview.getAttribute('src')).toBe('/api/configuration/general/logo?v=abc');
    expect(screen.getByText('40 x 30 pixels')).toBeTruthy();
  });

  it('shows the server’s refusal of a logo on the picker', async () => {
    const uploadCompanyLogo = vi.fn(async () => {
      throw new HttpError('errors.VALIDATION_ERROR', 400, {
        message: 'errors.VALIDATION_ERROR',
        errors: { file: 'validation.logoTooLarge' },
      });
    });
    renderTab({ uploadCompanyLogo });
    await screen.findByText(words.logo.none);
    choose(makePng(20, 20));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: words.logo.upload }) as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: words.logo.upload }));
    expect(await screen.findByText(en.validation.logoTooLarge)).toBeTruthy();
  });
});
