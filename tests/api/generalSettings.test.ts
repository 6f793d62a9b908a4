import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, configurationFiles } from '../../server/db/schema';
import { readCompanyBranding } from '../../server/features/configuration/companyBranding';
import { acceptedRequest, createLoan, LOAN_TERMS, loanAction, setToday } from '../support/loans';
import { multipart } from '../support/multipart';
import { pdfText } from '../support/pdfText';
import { JPEG_BYTES, makePng } from '../support/png';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
let admin: string;
let agent: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin@demo.ca')).token;
  agent = (await t.login('agent@demo.ca')).token;
});
afterAll(async () => t.close());

const read = async (token = admin) => {
  const response = await t.call({ method: 'GET', url: '/api/configuration/general', token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const save = (payload: Record<string, unknown>, token = admin) =>
  t.call({ method: 'PUT', url: '/api/configuration/general', token, payload });
const LOGO_URL = '/api/configuration/general/logo';
const upload = (
  file: { name: string; type: string; bytes: Uint8Array } | undefined,
  token = admin,
  fields: Record<string, string> = {},
) => {
  const body = multipart(fields, file);
  return t.call({ method: 'POST', url: LOGO_URL, token, payload: body.payload, headers: body.headers });
};
const storedLogo = async () =>
  (await t.ctx.database.db.select().from(configurationFiles).where(eq(configurationFiles.name, 'logo')))[0];

describe('the general settings (spec §3)', () => {
  it('reads the defaults at version 0 before anything is saved, to agents too', async () => {
    expect(await read(agent)).toEqual({ adminEmail: '', companyName: 'Guichet', version: 0, logo: null });
    expect((await t.call({ method: 'GET', url: '/api/branding' })).json()).toEqual({
      companyName: 'Guichet',
      logoUrl: null,
    });
  });

  it('saves at the version read, audited, refuses a stale save with 409, and the branding follows', async () => {
    const saved = await save({ version: 0, adminEmail: ' Direction@Pret.CA ', companyName: ' Prêts Boréal inc. ' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      adminEmail: 'direction@pret.ca',
      companyName: 'Prêts Boréal inc.',
      version: 1,
      logo: null,
    });
    expect((await save({ version: 0, adminEmail: 'x@pret.ca', companyName: 'Autre' })).statusCode).toBe(409);
    expect(await read()).toMatchObject({ companyName: 'Prêts Boréal inc.', version: 1 });
    expect((await t.call({ method: 'GET', url: '/api/branding' })).json()).toEqual({
      companyName: 'Prêts Boréal inc.',
      logoUrl: null,
    });
    expect(await readCompanyBranding(t.ctx.database.db)).toEqual({
      companyName: 'Prêts Boréal inc.',
      adminEmail: 'direction@pret.ca',
      logoPng: undefined,
    });
    const [entry] = await t.ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'configuration'), eq(auditLog.action, 'generalSettings.updated')));
    expect(entry.before).toEqual({ adminEmail: '', companyName: 'Guichet', version: 0 });
    expect(entry.after).toEqual({ adminEmail: 'direction@pret.ca', companyName: 'Prêts Boréal inc.', version: 1 });
  });

  it.each([
    ['a bad email', { adminEmail: 'direction@' }, { adminEmail: 'validation.email' }],
    ['a blank company name', { companyName: '  ' }, { companyName: 'validation.required' }],
    ['an unknown field', { logo: 'x' }, { logo: 'validation.unknownField' }],
  ])('refuses %s with 400 and saves nothing', async (_name, changes, errors) => {
    const { logo: _logo, ...before } = await read();
    const response = await save({ ...before, ...changes });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'errors.VALIDATION_ERROR', errors });
    expect(await read()).toMatchObject(before);
  });

  it('is refused to an agent, who may only read it', async () => {
    const { logo: _logo, ...before } = await read();
    const response = await save({ ...before, companyName: 'Agent inc.' }, agent);
    expect(response.statusCode).toBe(420);
    expect(response.json().message).toBe('errors.FORBIDDEN');
    expect((await upload({ name: 'logo.png', type: 'image/png', bytes: makePng(20, 20) }, agent)).statusCode).toBe(420);
    expect(await storedLogo()).toBeUndefined();
  });
});

describe('the company logo (spec §5: PNG only, at most 200 × 200)', () => {
  it.each([
    ['a JPEG renamed .png', { name: 'logo.png', type: 'image/png', bytes: JPEG_BYTES }, 'validation.logoNotPng'],
    ['a 201 × 10 PNG', { name: 'logo.png', type: 'image/png', bytes: makePng(201, 10) }, 'validation.logoTooLarge'],
    ['a 10 × 201 PNG', { name: 'logo.png', type: 'image/png', bytes: makePng(10, 201) }, 'validation.logoTooLarge'],
    [
      'a file above 1 MB',
      { name: 'logo.png', type: 'image/png', bytes: Buffer.concat([makePng(10, 10), Buffer.alloc(1024 * 1024)]) },
      'validation.logoFileTooLarge',
    ],
    ['no file', undefined, 'validation.fileRequired'],
  ])('refuses %s and saves nothing', async (_name, file, error) => {
    const response = await upload(file);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ message: 'errors.VALIDATION_ERROR', errors: { file: error } });
    expect(await storedLogo()).toBeUndefined();
  });

  it('refuses a second file or another field', async () => {
    const png = { name: 'logo.png', type: 'image/png', bytes: makePng(20, 20) };
    expect((await upload(png, admin, { note: 'x' })).json()).toMatchObject({
      errors: { note: 'validation.unknownField' },
    });
    expect((await upload({ ...png, field: 'image' } as typeof png)).json()).toMatchObject({
      errors: { image: 'validation.unknownField' },
    });
    expect(await storedLogo()).toBeUndefined();
  });

  it('accepts a 200 × 200 PNG whatever its declared type, and serves it back byte for byte, publicly, with an ETag', async () => {
    const png = makePng(200, 200, [0xc0, 0x39, 0x2b]);
    const response = await upload({ name: 'logo', type: 'application/octet-stream', bytes: png });
    expect(response.statusCode, response.body).toBe(200);
    const { logo } = response.json();
    expect(logo).toMatchObject({
      width: 200,
      height: 200,
      sizeBytes: png.length,
      url: expect.stringMatching(/^\/api\/configuration\/general\/logo\?v=[0-9a-f]{32}$/),
    });
    expect((await t.call({ method: 'GET', url: '/api/branding' })).json().logoUrl).toBe(logo.url);

    const served = await t.call({ method: 'GET', url: logo.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.rawPayload, png)).toBe(0);
    expect(served.headers['cache-control']).toContain('public');
    const etag = String(served.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await t.call({ method: 'GET', url: LOGO_URL, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    const [entry] = await t.ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'generalSettings.logo-uploaded'));
    expect(entry.after).toMatchObject({ width: 200, height: 200, sizeBytes: png.length });
  });

  it('keeps the logo in place when a refused file is sent over it', async () => {
    const before = await storedLogo();
    expect((await upload({ name: 'big.png', type: 'image/png', bytes: makePng(300, 300) })).statusCode).toBe(400);
    expect(Buffer.compare((await storedLogo()).content, before.content)).toBe(0);
  });

  it('puts the logo on the account statement, which still renders', async () => {
    await setToday(t, '2026-11-23');
    const { requestId } = await acceptedRequest(t, agent, 50_000, { language: 'en', firstName: 'Emily' });
    const loan = await loanAction(t, agent, await createLoan(t, agent, { requestId, ...LOAN_TERMS }), 'start');
    const response = await t.call({ method: 'GET', url: `/api/loans/${loan.id}/statement?kind=DETAILS`, token: agent });
    expect(response.statusCode).toBe(200);
    const pdf = response.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    // The logo is an image XObject of its own size; the company name stands beside it.
    expect(pdf).toMatch(/\/Subtype \/Image[\s\S]*?\/Width 200|\/Width 200[\s\S]*?\/Subtype \/Image/);
    expect(pdfText(response.rawPayload)).toContain('Prêts Boréal inc.');
    expect(pdfText(response.rawPayload)).toContain('Detailed account statement');
  });

  it('removes the logo (audited); it is no longer served', async () => {
    const response = await t.call({ method: 'DELETE', url: LOGO_URL, token: admin });
    expect(response.statusCode).toBe(200);
    expect(response.json().logo).toBeNull();
    expect((await t.call({ method: 'GET', url: LOGO_URL })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/branding' })).json().logoUrl).toBeNull();
    expect((await t.call({ method: 'DELETE', url: LOGO_URL, token: admin })).statusCode).toBe(404);
    const [entry] = await t.ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'generalSettings.logo-removed'));
    expect(entry.before).toMatchObject({ width: 200, height: 200 });
  });
});
