import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp';

/** A build as `vite build` leaves it: the two pages, and a catalogue per language. */
async function fakeBuild(): Promise<string> {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'guichet-pages-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="fr"><head><title>Guichet</title></head><body></body></html>',
  );
  await writeFile(
    path.join(dist, 'portal.html'),
    '<!doctype html><html lang="fr"><head><title>Portail</title></head></html>',
  );
  await writeFile(path.join(dist, 'assets', 'catalogue.fr-Ab1_c.js'), 'export const catalogue = {};');
  await writeFile(path.join(dist, 'assets', 'catalogue.en-Zy9-x.js'), 'export const catalogue = {};');
  return dist;
}

describe('the back office page, in the language the app will choose (spec §1)', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = await fakeBuild();
    t = await createTestApp({ DIST_DIR: dist, DEMO_CUSTOMERS: '0' });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dist, { recursive: true, force: true });
  });

  const page = (headers: Record<string, string>, url = '/login') =>
    t.call({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

  it('comes in French with the French words preloaded, unless the browser says English', async () => {
    const french = await page({ 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' });
    expect(french.statusCode).toBe(200);
    expect(french.body).toContain('<html lang="fr">');
    expect(french.body).toContain('<link rel="modulepreload" crossorigin href="/assets/catalogue.fr-Ab1_c.js">');
    expect(french.body).not.toContain('catalogue.en');
    expect(String(french.headers.vary)).toMatch(/accept-language/i);
    expect(french.headers['cache-control']).toBe('no-cache');

    const english = await page({ 'accept-language': 'en-CA,en;q=0.9' }, '/apps/customers/all');
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('/assets/catalogue.en-Zy9-x.js');
    expect(english.body).not.toContain('catalogue.fr');

    // English from Britain is not one the app speaks English to (spec §1): French.
    expect((await page({ 'accept-language': 'en-GB' })).body).toContain('catalogue.fr-');
    expect((await page({})).body).toContain('catalogue.fr-');
  });

  it("follows the user's stored choice over the browser's language", async () => {
    const chosen = await page({ 'accept-language': 'en-US', cookie: 'guichet_language=fr' });
    expect(chosen.body).toContain('<html lang="fr">');
    expect(chosen.body).toContain('catalogue.fr-');
    const ignored = await page({ 'accept-language': 'en-US', cookie: 'guichet_language=de' });
    expect(ignored.body).toContain('catalogue.en-');
  });

  it("leaves the borrower portal's own page as it is", async () => {
    const portal = await page({ 'accept-language': 'en-CA' }, '/portal');
    expect(portal.body).toContain('<title>Portail</title>');
    expect(portal.body).not.toContain('modulepreload');
  });
});
