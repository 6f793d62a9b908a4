import { readConfig } from './config';
import { DEMO_ACCOUNTS, DEMO_BORROWER, DEMO_PASSWORD } from './db/seed/demoAccounts';
import { PostgresCannotStart } from './db/postgresReach';
import { ensureBrowserBuild, startGuichet } from './start';

const config = readConfig();
const log = (line: string) => console.log(`[guichet] ${line}`);

// Under `npm run dev` Vite serves the browser app itself.
if (process.env.GUICHET_DEV !== '1') await ensureBrowserBuild(config.distDir, log);
const running = await startGuichet(config, log).catch((error: unknown) => {
  // What the person starting Guichet can fix is said in one sentence, without a stack.
  if (error instanceof PostgresCannotStart) {
    console.error(`[guichet] ${error.message}`);
    process.exit(1);
  }
  throw error;
});
await running.app.listen({ port: config.port, host: config.host });
log(`ready on http://localhost:${config.port} (API docs: /api/docs)`);
if (config.seedDemo) {
  log(`demo accounts (password ${DEMO_PASSWORD}): ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')}`);
  log(`client portal: http://localhost:${config.port}/portal as ${DEMO_BORROWER.email} (the code is in the outbox)`);
}

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log(`${signal}: stopping the server and the database…`);
  try {
    await running.stop();
    process.exit(0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
