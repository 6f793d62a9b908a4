import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What @fastify/compress would not compress below either (app.ts). */
const THRESHOLD = 1024;

/** The encoding a client accepts, brotli first; null when it accepts neither (or refuses both with q=0). */
export function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)))
      .map(([name]) => name.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/**
 * Lists answer with `Content-Range: customers 0-24/1234` (react-admin's simple REST protocol counts
 * items with it). @fastify/compress reads any Content-Range as a byte range and leaves the answer
 * alone, so a page of 25 customers went out as 30 kB of JSON; it is compressed here instead, before
 * that plugin looks (which then sees Content-Encoding and passes).
 */
export function compressItemRanges(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    const range = reply.getHeader('Content-Range');
    if (typeof range !== 'string' || range.startsWith('bytes') || typeof payload !== 'string') return payload;
    if (payload.length < THRESHOLD || reply.getHeader('Content-Encoding')) return payload;
    const vary = reply.getHeader('Vary');
    reply.header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const compressed =
      encoding === 'br'
        ? await brotli(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
        : await gzipAsync(payload);
    reply.header('Content-Encoding', encoding);
    reply.header('Content-Length', compressed.length);
    return compressed;
  });
}
