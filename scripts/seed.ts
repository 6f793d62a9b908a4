/**
 * `npm run seed [-- --customers N]`: loads the demo data into the configured database (embedded in
 * DATA_DIR, or DATABASE_URL). Safe to run again: existing demo accounts are left as they are.
 */
import { parseArgs } from 'node:util';
import { readConfig } from '../server/config';
import { seedDemo } from '../server/db/seed/seedDemo';
import { openDatabase } from '../server/start';

const { values } = parseArgs({ options: { customers: { type: 'string', default: '200' } } });
const customers = Number(values.customers);
if (!Number.isInteger(customers) || customers < 0) {
  console.error(`--customers must be a whole number, not "${values.customers}"`);
  process.exit(2);
}

const log = (line: string) => console.log(`[seed] ${line}`);
const started = Date.now();
const { database, close } = await openDatabase(readConfig(), log);
try {
  await seedDemo(database, { customers, log });
  log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await close();
}
