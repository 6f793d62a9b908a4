import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { precompress } from './scripts/precompress';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
// Each build gets its own version, so a browser still running an older build sees the change.
const appVersion = `${pkg.version}+${new Date()
  .toISOString()
  .replace(/[-:.TZ]/g, '')
  .slice(0, 14)}`;

/** Writes dist/version.json: what `GET /version.json` serves for this build. */
function versionFile(): Plugin {
  return {
    name: 'guichet-version-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: JSON.stringify({ version: appVersion }) });
    },
  };
}

/** In development, the portal's addresses (/portal, /portal/banking) open its page, as the server does. */
function portalPages(): Plugin {
  return {
    name: 'guichet-portal-pages',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.url && /^\/portal(\/(?!api\/)[^.]*)?$/.test(request.url)) request.url = '/portal.html';
        next();
      });
    },
  };
}

const apiTarget = `http://localhost:${process.env.API_PORT ?? 5000}`;

export default defineConfig({
  plugins: [react(), versionFile(), precompress(), portalPages()],
  resolve: {
    alias: [
      { find: 'object.entries', replacement: fileURLToPath(new URL('./src/shims/objectEntries.cjs', import.meta.url)) },
      // react-admin's table row checkbox, named on its input (src/shims/SelectRowCheckbox.tsx says why).
      {
        find: /^\.\/SelectRowCheckbox\.js$/,
        replacement: fileURLToPath(new URL('./src/shims/SelectRowCheckbox.tsx', import.meta.url)),
      },
    ],
  },
  define: { __APP_VERSION__: JSON.stringify(appVersion) },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, ws: true },
      '/portal/api': apiTarget,
      // The live socket (providers/liveChannel.ts) is at the page's origin + /live.
      '/live': { target: apiTarget, ws: true },
      '/version.json': apiTarget,
      // The customer's contract signing page is served by the server, not the app.
      '/contracts': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 2000,
    // Two pages: the back office, and the borrower portal (its own small bundle, no react-admin).
    rollupOptions: { input: { main: 'index.html', portal: 'portal.html' } },
  },
});
