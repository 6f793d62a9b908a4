/*
 * A Guichet process that runs the money batches and dies by SIGKILL at a chosen point (the
 * kill-during-batch proof, tests/api/moneyBatchRecovery.test.ts): no cleanup, no rollback but
 * PostgreSQL's own. Run as `tsx tests/support/moneyBatchChild.ts <point>` with DATABASE_URL set.
 *
 *   after-build          a cut-off's file is BUILT (its items marked), not yet handed to the provider
 *   after-submit         the provider took the file, Guichet has not recorded its receipt
 *   after-interac-send   the provider took the transfer, Guichet has not recorded its answer
 *   mid-provider-step    the sandbox moved a transaction on, its callback not yet delivered
 *   mid-returns-file     a returns file applied to every loan it names, its transaction not yet committed
 *   before-notice-send   an NSF notice claimed (SENDING, its outbox copy kept), not yet handed to SMTP
 *   after-notice-send    the SMTP server took the NSF notice, Guichet has not recorded its answer
 */
import { readConfig } from '../../server/config';
import { startGuichet } from '../../server/start';
import { runMoneyBatches } from '../../server/features/deposits/moneyJob';
import { torontoInstant } from '../../server/businessClock';

const point = process.argv[2];
const [date, time] = (process.env.CHILD_NOW ?? '2026-11-23T10:31').split('T');
const die = () => process.kill(process.pid, 'SIGKILL');

const running = await startGuichet(
  readConfig({ ...process.env, SEED_DEMO: '1', DEMO_CUSTOMERS: '0', MONEY_JOB: '0', LOG_LEVEL: 'silent' }),
  () => {},
);
const { ctx } = running;
ctx.clock.today = () => date;
ctx.clock.now = () => torontoInstant(date, time);

/** The next transaction does all its work, then the process dies before it commits. */
function dieBeforeNextCommit() {
  const { db } = ctx.database;
  const transaction = db.transaction.bind(db);
  db.transaction = ((work: Parameters<typeof transaction>[0]) =>
    transaction(async (tx) => {
      await work(tx);
      die();
      throw new Error('unreachable');
    })) as typeof db.transaction;
}

for (const provider of ctx.adapters.payments.all()) {
  const { submitEftFile, sendInterac, advance } = provider;
  if (point === 'after-build')
    provider.submitEftFile = async () => {
      die();
      throw new Error('unreachable');
    };
  if (point === 'after-submit')
    provider.submitEftFile = async (file) => {
      await submitEftFile(file);
      die();
      throw new Error('unreachable');
    };
  if (point === 'after-interac-send')
    provider.sendInterac = async (request) => {
      await sendInterac(request);
      die();
      throw new Error('unreachable');
    };
  if (point === 'mid-returns-file') {
    const { returnsFiles } = provider;
    provider.returnsFiles = async (after) => {
      const files = await returnsFiles(after);
      if (files.length > 0) dieBeforeNextCommit();
      return files;
    };
  }
  if (point === 'mid-provider-step') {
    ctx.adapters.payments.delivery.deliver = async () => {
      die();
      return false;
    };
    provider.advance = advance;
  }
}

if (point === 'before-notice-send' || point === 'after-notice-send') {
  const { send } = ctx.mailer;
  ctx.mailer.send = async (message) => {
    if (point === 'after-notice-send') await send(message);
    die();
    throw new Error('unreachable');
  };
}

if (point === 'after-interac-send') {
  // The send itself is the batch here: staff send the deposit the test left waiting.
  const { sendDeposit } = await import('../../server/features/deposits/depositSending');
  const { deposits, users } = await import('../../server/db/schema');
  const { eq } = await import('drizzle-orm');
  const id = Number(process.env.CHILD_DEPOSIT);
  const [row] = await ctx.database.db.select().from(deposits).where(eq(deposits.id, id));
  const [staff] = await ctx.database.db.select().from(users).where(eq(users.email, 'staff@demo.ca'));
  await sendDeposit(
    ctx,
    staff,
    id,
    {
      version: row.version,
      transactionType: 'INTERAC_EMAIL',
      email: 'kill@example.ca',
      question: 'Couleur?',
      answer: 'Bleu',
    },
    false,
  );
}
await runMoneyBatches(ctx);
// Reaching here means the fault point was never met: the test fails on this exit code.
process.exit(3);
