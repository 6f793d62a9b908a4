// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createConfigurationActions } from './configurationActions';
import type { HttpClient } from './httpClient';

function recordingHttp(json: unknown = {}) {
  const http = vi.fn<HttpClient>(async () => ({ status: 200, headers: new Headers(), body: '', json }));
  return { http, actions: createConfigurationActions(http) };
}

describe('configuration actions of the portal and general tabs', () => {
  it('calls each on its path and method, JSON for the settings', async () => {
    const { http, actions } = recordingHttp();
    await actions.portalConfiguration();
    await actions.updatePortalConfiguration({ version: 2 } as never);
    await actions.generalSettings();
    await actions.updateGeneralSettings({ version: 1, adminEmail: 'a@b.ca', companyName: 'Prêts' });
    await actions.removeCompanyLogo();
    await actions.publicBranding();
    expect(http.mock.calls.map(([url, options]) => [url, options?.method ?? 'GET', options?.body])).toEqual([
      ['/api/configuration/portal', 'GET', undefined],
      ['/api/configuration/portal', 'PUT', '{"version":2}'],
      ['/api/configuration/general', 'GET', undefined],
      ['/api/configuration/general', 'PUT', '{"version":1,"adminEmail":"a@b.ca","companyName":"Prêts"}'],
      ['/api/configuration/general/logo', 'DELETE', undefined],
      ['/api/branding', 'GET', undefined],
    ]);
  });

  it('uploads the logo as multipart, one field named file', async () => {
    const { http, actions } = recordingHttp();
    await actions.uploadCompanyLogo(new File([new Uint8Array([0x89, 0x50])], 'logo.png', { type: 'image/png' }));
    const [url, options] = http.mock.calls[0];
    expect([url, options?.method]).toEqual(['/api/configuration/general/logo', 'POST']);
    const form = options?.body as FormData;
    expect([...form.keys()]).toEqual(['file']);
    expect((form.get('file') as File).name).toBe('logo.png');
  });
});
