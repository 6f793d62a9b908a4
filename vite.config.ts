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

/**
 * Fewer, larger chunks (issue 33). Over HTTP/1.1 a browser fetches six files at a time from a host:
 * the sign-in page's 41 files took seven round trips on an office link, the first list 138 requests.
 * Now: React (the portal's too); the small modules both pages start with; the libraries and our own
 * shell code the first page runs (Rolldown tags them `$initial`); the signed-in shell; the libraries
 * of the signed-in app that two screens or more share — 7 files for the sign-in page, 12 requests
 * from its click to the first rows. Left to the bundler's own splitting: each screen's code, the
 * business rules the screens share, and what one screen or one language needs (the charts, the
 * calendar, react-admin's and date-fns's words).
 * Groups do not pull their modules' dependencies in (the portal would load the back office's), so
 * modules run in their source order (strictExecutionOrder). Beware: two lazily loaded modules that
 * import each other then wait on each other for ever (the words' top-level await): a screen showed
 * its loading spinner and nothing else. A helper two components share goes in a module of its own.
 */
const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const LOADED_APART =
  /node_modules[\\/](ra-language-|date-fns[\\/]locale|recharts|d3-|victory|@fullcalendar|@reduxjs|redux|immer|reselect|decimal\.js|es-toolkit)/;
const OWN_SHELL = /[\\/](providers|resources[\\/]common|src[\\/](pages|layout|auth|theme|shims))[\\/]/;
/**
 * What both pages start with, a few hundred bytes each: the business rules (money, permissions, …),
 * the bundler's runtime and Vite's preloading helper.
 */
const SHARED_START = /[\\/](domain[\\/]|i18n[\\/]types\.ts)|preload-helper|rolldown[\\/]runtime/;
const CHUNK_GROUPS = [
  { name: 'react', test: REACT, priority: 5 },
  { name: 'start', tags: ['$initial' as const], test: SHARED_START, priority: 4 },
  { name: 'first', tags: ['$initial' as const], test: /node_modules/, priority: 4 },
  { name: 'first-own', tags: ['$initial' as const], test: OWN_SHELL, priority: 3 },
  { name: 'shell', test: OWN_SHELL, priority: 2 },
  {
    name: 'libraries',
    test: (id: string) => /node_modules/.test(id) && !LOADED_APART.test(id),
    priority: 1,
    minShareCount: 2,
  },
];

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
    // Every browser we support preloads modules itself: the polyfill was one more request.
    modulePreload: { polyfill: false },
    sourcemap: true,
    chunkSizeWarningLimit: 2000,
    // Two pages: the back office, and the borrower portal (its own small bundle, no react-admin).
    rolldownOptions: {
      input: { main: 'index.html', portal: 'portal.html' },
      output: {
        codeSplitting: { groups: CHUNK_GROUPS, includeDependenciesRecursively: false },
        strictExecutionOrder: true,
      },
      preserveEntrySignatures: false,
    },
  },
});
