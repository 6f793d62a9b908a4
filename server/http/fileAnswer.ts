import { z } from 'zod';

/**
 * Bytes, as OpenAPI names a file's body. Typed as the Buffer the handlers send: Fastify sends a
 * Buffer as it is, without the serializer, so the schema only documents it.
 */
const fileBytes = z.string().meta({ format: 'binary' }) as unknown as z.ZodType<Buffer>;

/**
 * The answer of a route that sends a file (a PDF, a PNG, an upload's bytes), for its `response:`:
 * /api/docs then says what comes back and as what type. Fastify sends the bytes as they are.
 */
export const fileAnswer = (contentTypes: readonly string[], description: string) => ({
  description,
  content: Object.fromEntries(contentTypes.map((type) => [type, { schema: fileBytes }])),
});
