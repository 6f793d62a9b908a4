import { defineConfig } from '@playwright/test';

// E2E_PORT lets two runs share a working tree (each gets its own server and data folder).
const port = Number(process.env.E2E_PORT ?? 5055);
const baseURL = `http://localhost:${port}`;

/**
 * Every journey runs twice: once as a French-Canadian browser, once as an English-Canadian one
 * (the app picks its language from navigator.language, spec §1). One real server and database.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  workers: 1,
  retries: 0,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // Recording a trace of every test took each about twice as long on this machine's browser (a
    // customers journey 33 s against 19 without), and the suite near CI's 90 minutes: off unless
    // asked for (E2E_TRACE=1). A failure still writes its page's snapshot (error-context.md).
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'fr', use: { locale: 'fr-CA' } },
    { name: 'en', use: { locale: 'en-CA' } },
  ],
  webServer: {
    command: 'node tests/e2e/start-server.mjs',
    url: `${baseURL}/version.json`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
