import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the browser downloads; images and fonts are compressed already, source maps are private. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
/** Below this, the headers cost more than compression saves. */
const MIN_BYTES = 1024;

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(folder, entry.name);
      return entry.isDirectory() ? filesUnder(full) : [full];
    }),
  );
  return nested.flat();
}

/** Writes file.br and file.gz beside each file worth compressing; returns what it wrote. */
export async function precompressFolder(
  folder: string,
): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const candidates = (await filesUnder(folder)).filter((file) => COMPRESSIBLE.test(file));
  const totals = { files: 0, bytes: 0, brotliBytes: 0 };
  await Promise.all(
    candidates.map(async (file) => {
      if ((await stat(file)).size < MIN_BYTES) return;
      const content = await readFile(file);
      // Built once, downloaded by every agent every deployment: the slowest, smallest settings.
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      totals.files += 1;
      totals.bytes += content.length;
      totals.brotliBytes += br.length;
    }),
  );
  return totals;
}

/** Vite build step: the server sends these copies as they are (server/features/system/staticAppRoutes.ts). */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'guichet-precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const { files, bytes, brotliBytes } = await precompressFolder(path.resolve(config.root, config.build.outDir));
      config.logger.info(
        `precompressed ${files} files: ${Math.round(bytes / 1024)} kB, ${Math.round(brotliBytes / 1024)} kB in brotli`,
      );
    },
  };
}
