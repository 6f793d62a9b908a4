import { ensureBooks } from './features/accounting/booksSetup';
import { rebuildMonthAmountsIfMissing } from './features/reports/monthAmounts';
import { loadLenderClosures } from './features/calendar/lenderClosures';
import { startTallyFold } from './features/reports/tallyFold';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { ServerConfig } from './config';
import type { AppContext } from './context';
import { createBusinessClock } from './businessClock';
import { SIGNATURE_HEADER } from './adapters/payments/providerCallbacks';
import { startMoneyJob } from './features/deposits/moneyJob';
import { startSettlementJob } from './features/loans/loanSettlementJob';
import { startAuditSealing } from './features/audit/auditChain';
import { startRetentionJob } from './features/retention/retentionJob';
import { startPortalCodeDelivery } from './features/portal/portalCodeDelivery';
import { loadJwtSecret } from './auth/secrets';
import { bootstrapDatabase } from './db/bootstrap';
import { applyMigrations, connect, type Database } from './db/client';
import { ensureDatabase, startEmbeddedPostgres, type RunningPostgres } from './db/embedded';
import { createMailer } from './features/outbox/mail';
import { createAdapters } from './adapters';
import { createLiveHub } from './features/notifications/liveHub';

export interface RunningGuichet {
  app: FastifyInstance;
  ctx: AppContext;
  stop: () => Promise<void>;
  /** Resolves once the background sweep running now (settlement, collection files) is done. */
  sweepDone: () => Promise<void>;
}

/** The version of the build being served: the one vite wrote, else the package's. */
export function readVersion(distDir: string): string {
  const built = path.join(distDir, 'version.json');
  if (existsSync(built)) return (JSON.parse(readFileSync(built, 'utf8')) as { version: string }).version;
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
  return pkg.version;
}

/** Builds the browser app when no build is there (first `npm start` on a fresh clone). */
export async function ensureBrowserBuild(distDir: string, log: (line: string) => void): Promise<void> {
  if (existsSync(path.join(distDir, 'index.html'))) return;
  log('no browser build found: building it once (vite build)…');
  const { build } = await import('vite');
  await build({ logLevel: 'warn', build: { outDir: distDir } });
}

export interface OpenDatabase {
  database: Database;
  /** Closes the connections, then stops the embedded cluster when there is one. */
  close: () => Promise<void>;
}

/** The database the configuration names (embedded or external), migrated to the latest schema. */
export async function openDatabase(config: ServerConfig, log: (line: string) => void): Promise<OpenDatabase> {
  let embedded: RunningPostgres | undefined;
  let url = config.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres(config.dataDir, log);
    url = await ensureDatabase(embedded.url, 'guichet');
    log(`embedded PostgreSQL running in ${path.join(config.dataDir, 'pg')}`);
  }
  const database = connect(url);
  const close = async () => {
    await database.close();
    await embedded?.stop();
  };
  try {
    await applyMigrations(database);
    await rebuildMonthAmountsIfMissing(database, log);
    await ensureBooks(database, log);
  } catch (error) {
    await close();
    throw error;
  }
  return { database, close };
}

/** Database → first-start data → the app, ready to listen. */
export async function startGuichet(
  config: ServerConfig,
  log: (line: string) => void = console.log,
): Promise<RunningGuichet> {
  const { database, close } = await openDatabase(config, log);
  try {
    await bootstrapDatabase(database, config, log);
    await loadLenderClosures(database.db);
    const mailer = createMailer(database.db, { smtpUrl: config.smtpUrl, from: config.mailFrom });
    const ctx: AppContext = {
      database,
      config,
      jwtKey: await loadJwtSecret(database.db, config.jwtSecret),
      mailer,
      version: readVersion(config.distDir),
      clock: createBusinessClock(config.businessDate),
      adapters: createAdapters({ config, db: database.db, mailer, now: () => ctx.clock.now() }),
      live: createLiveHub(database, log),
    };
    const app = await buildApp(ctx);
    // The sandbox providers post their callbacks to the app's own route, signature and all.
    ctx.adapters.payments.delivery.deliver = async (provider, body, signature) => {
      const answer = await app.inject({
        method: 'POST',
        url: `/api/providers/${provider}/callbacks`,
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
        payload: body,
      });
      return answer.statusCode === 200;
    };
    await ctx.live?.start();
    const settlement = startSettlementJob(ctx, log);
    const money = config.moneyJob ? startMoneyJob(ctx, log) : null;
    const fold = startTallyFold(ctx, log);
    const portalCodes = startPortalCodeDelivery(ctx, log);
    const auditSealing = startAuditSealing(ctx, log);
    const retention = startRetentionJob(ctx, log);
    return {
      app,
      ctx,
      sweepDone: settlement.idle,
      stop: async () => {
        await settlement.stop();
        await money?.stop();
        await fold.stop();
        await portalCodes.stop();
        await auditSealing.stop();
        await retention.stop();
        await ctx.live?.stop();
        await app.close();
        await close();
      },
    };
  } catch (error) {
    await close();
    throw error;
  }
}
