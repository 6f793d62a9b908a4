import type { Page } from '@playwright/test';

export interface PageWeight {
  /** The bodies the page received, as they crossed the wire (compressed), in kB of 1,024 bytes. */
  kilobytes: number;
  /** Their HTTP/1.1 headers on top (HTTP/2 behind a proxy compresses most of them away). */
  headerKilobytes: number;
  requests: number;
  /** Text answers over 1 kB that came uncompressed: each one is a byte budget leak. */
  uncompressed: string[];
}

interface Received {
  url: string;
  /** When it was asked for, in milliseconds since the epoch. */
  startTime: number;
  headerBytes: number;
  bodyBytes: number;
  text: boolean;
  encoded: boolean;
}

const TEXT_TYPES = /javascript|css|html|json|svg/;

/**
 * Starts counting what `page` downloads, as Chromium's network panel reports it: the encoded body
 * and the headers of every finished request. `weight()` answers the totals so far, or of the requests
 * asked for before a moment (milliseconds since the epoch: what a page needed to show something,
 * not what it fetched ahead afterwards).
 */
export function weighPage(page: Page): { weight(options?: { askedBefore?: number }): Promise<PageWeight> } {
  const received: Promise<Received | null>[] = [];
  page.on('requestfinished', (request) => {
    received.push(
      (async () => {
        const response = await request.response();
        if (!response) return null;
        const [sizes, headers] = await Promise.all([request.sizes(), response.allHeaders()]);
        return {
          url: new URL(request.url()).pathname,
          startTime: request.timing().startTime,
          headerBytes: sizes.responseHeadersSize,
          bodyBytes: sizes.responseBodySize,
          text: TEXT_TYPES.test(headers['content-type'] ?? ''),
          encoded: Boolean(headers['content-encoding']),
        };
      })().catch(() => null),
    );
  });
  return {
    async weight({ askedBefore = Infinity } = {}) {
      const all = (await Promise.all(received)).filter(
        (entry): entry is Received => entry !== null && entry.startTime < askedBefore,
      );
      const kilobytes = (bytes: number) => Math.round(bytes / 102.4) / 10;
      return {
        kilobytes: kilobytes(all.reduce((sum, entry) => sum + entry.bodyBytes, 0)),
        headerKilobytes: kilobytes(all.reduce((sum, entry) => sum + entry.headerBytes, 0)),
        requests: all.length,
        uncompressed: all
          .filter((entry) => entry.text && !entry.encoded && entry.bodyBytes > 1024)
          .map((entry) => entry.url),
      };
    },
  };
}
