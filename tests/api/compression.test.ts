import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFolder } from '../../scripts/precompress';
import { acceptedEncoding } from '../../server/http/compressLists';
import { createTestApp, type TestApp } from '../support/testApp';

const BROWSER = 'gzip, deflate, br, zstd';
const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `mot ${i}`))};\n`;

/** A built app as `vite build` leaves it: a page, a hashed script with its map, and their compressed copies. */
async function fakeBuild(): Promise<string> {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'guichet-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), `<!doctype html><title>Guichet</title>${'<!-- -->'.repeat(200)}`);
  await writeFile(path.join(dist, 'assets', 'app-abc123.js'), SCRIPT);
  await writeFile(path.join(dist, 'assets', 'app-abc123.js.map'), '{"version":3,"sources":["secret.ts"]}');
  await precompressFolder(dist);
  return dist;
}

describe('compressed answers', () => {
  let t: TestApp;
  let dist: string;
  let token: string;

  beforeAll(async () => {
    dist = await fakeBuild();
    t = await createTestApp({ DIST_DIR: dist, DEMO_CUSTOMERS: '30' });
    ({ token } = await t.login('admin@demo.ca'));
  });
  afterAll(async () => {
    await t?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('serves the build-time brotli copy of a script to a browser, gzip to a gzip-only client, the original otherwise', async () => {
    const br = await t.call({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': BROWSER } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await t.call({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await t.call({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('serves the page of a client-side route compressed', async () => {
    const page = await t.call({
      method: 'GET',
      url: '/apps/customers/all',
      headers: { accept: 'text/html', 'accept-encoding': BROWSER },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<title>Guichet</title>');
  });

  it('keeps source maps and the compressed copies themselves private', async () => {
    for (const url of ['/assets/app-abc123.js.map', '/assets/app-abc123.js.br', '/assets/app-abc123.js.gz'])
      expect((await t.call({ method: 'GET', url })).statusCode, url).toBe(404);
  });

  it('compresses a page of a list, keeping its item count', async () => {
    const url = '/api/customers?range=[0,24]';
    const plain = await t.call({ method: 'GET', url, token });
    const br = await t.call({ method: 'GET', url, token, headers: { 'accept-encoding': BROWSER } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/origin, accept-encoding/i);
    expect(br.headers['content-range']).toBe(plain.headers['content-range']);
    // What react-admin reads: asking with a Range header would make a browser refuse compression.
    expect(br.headers['x-total-count']).toBe('30');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('compresses any large JSON answer, and leaves small ones as they are', async () => {
    const big = await t.call({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(big.headers['content-encoding']).toBe('gzip');
    const small = await t.call({
      method: 'GET',
      url: '/api/Identity/Ping',
      token,
      headers: { 'accept-encoding': BROWSER },
    });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('source maps on request', () => {
  it('are served when SERVE_SOURCE_MAPS is set', async () => {
    const dist = await fakeBuild();
    const t = await createTestApp({ DIST_DIR: dist, SERVE_SOURCE_MAPS: '1' });
    try {
      expect((await t.call({ method: 'GET', url: '/assets/app-abc123.js.map' })).statusCode).toBe(200);
    } finally {
      await t.close();
      await rm(dist, { recursive: true, force: true });
    }
  });
});

describe('acceptedEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['BR', 'br'],
    ['identity', null],
    ['gzip;q=0', null],
    [undefined, null],
  ])('%s → %s', (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected);
  });
});
