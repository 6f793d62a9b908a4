import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodFormResolver } from './zodFormResolver';

const schema = z.strictObject({
  name: z.string().min(1, 'validation.required'),
  job: z
    .strictObject({
      phone: z
        .string()
        .regex(/^\d{3}-\d{3}-\d{4}$/, 'validation.phone')
        .nullable(),
    })
    .nullable(),
  sources: z.array(z.strictObject({ type: z.enum(['A', 'B']) })),
});
const resolve = (values: Record<string, unknown>) =>
  zodFormResolver(schema, (form: Record<string, unknown>) => ({
    name: form.name,
    job: form.job,
    sources: form.sources,
  }))(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('zodFormResolver', () => {
  it('passes the form values through when the payload is valid', async () => {
    const values = { name: 'Jean', job: null, sources: [{ type: 'A' }], extra: 'ignored' };
    expect(await resolve(values)).toEqual({ values, errors: {} });
  });

  it('puts each issue on its field, nested and in arrays, as an i18n key', async () => {
    const { errors } = await resolve({ name: '', job: { phone: '514' }, sources: [{ type: 'A' }, { type: 'Z' }] });
    expect(errors).toMatchObject({
      name: { message: 'validation.required' },
      job: { phone: { message: 'validation.phone' } },
      sources: { 1: { type: { message: 'validation.invalid' } } },
    });
  });
});
