import path from 'node:path';
import { PAYMENT_PROVIDERS, type PaymentProvider } from '../domain/loanStatuses';

/** Everything the server reads from its environment, checked once at start. */
export interface ServerConfig {
  port: number;
  host: string;
  /** An external PostgreSQL; when absent the embedded one runs in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  seedDemo: boolean;
  demoCustomers: number;
  adminEmail?: string;
  adminPassword?: string;
  /** HS256 secret for access tokens; when absent one is generated and kept in the database. */
  jwtSecret?: string;
  /**
   * The key sealing secrets kept at rest (the authenticator apps' TOTP secrets); when absent one is
   * generated and kept in the database. Set it to keep the key outside the database's backups.
   */
  secretsKey?: string;
  smtpUrl?: string;
  mailFrom: string;
  /**
   * The public address of the app, base of every link in an email. Never taken from a request:
   * a forged Host header would otherwise mail a victim a reset link to someone else's site.
   */
  publicUrl: string;
  logLevel: string;
  trustProxy: boolean;
  distDir: string;
  /** Serve the built app's source maps (off by default: they publish the source to anyone). */
  serveSourceMaps: boolean;
  /** Sign-in attempts allowed per address per minute (on top of the per-account lock-out). */
  authRateLimitPerMinute: number;
  /** Loan requests one website API key may send per minute (POST /api/public/loan-requests). */
  publicIntakeRateLimitPerMinute: number;
  /** Pins the business calendar's "today" (YYYY-MM-DD) for demonstrations and end-to-end tests. */
  businessDate?: string;
  /** The shared secret payment providers sign their callbacks with (the sandboxes make one when unset). */
  paymentCallbackSecret?: string;
  /** The sandbox providers' limits, in cents (SANDBOX_PER_TRANSFER_LIMIT, SANDBOX_DAILY_LIMIT, SANDBOX_PROVIDER_BALANCE). */
  sandboxPaymentLimits: Partial<{ perTransferCents: number; dailyCents: number; openingBalanceCents: number }>;
  /** The times (Toronto, HH:MM) EFT files go to the providers each business day. */
  eftCutoffs: string[];
  /** The lender's originator id with its EFT providers (CPA-005 header). */
  eftOriginatorId: string;
  /**
   * The data centre each provider's EFT files go to (EFT_DATA_CENTRE_CARD, EFT_DATA_CENTRE_INTERAC),
   * written in the CPA-005 header; a provider not named here keeps its sandbox's.
   */
  eftDataCentres: Partial<Record<PaymentProvider, string>>;
  /** Run the money batches (cut-offs, providers' news) every minute; tests drive them by hand (MONEY_JOB=0). */
  moneyJob: boolean;
  /** Shrinks the sandbox providers' delays (0.001: two hours pass in 7 s) for demonstrations and browser tests. */
  sandboxDelayScale: number;
}

/** "10:30,14:30" → sorted times; a malformed list stops the start. */
function cutoffsOf(value: string | undefined): string[] {
  const times = (value ?? '10:30,14:30,19:00').split(',').map((time) => time.trim());
  if (times.some((time) => !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)))
    throw new Error(`EFT_CUTOFFS must be times HH:MM separated by commas, not "${value}"`);
  return [...new Set(times)].sort();
}

function delayScaleOf(value: string | undefined): number {
  const scale = Number(value ?? 1);
  if (!Number.isFinite(scale) || scale <= 0 || scale > 1)
    throw new Error(`SANDBOX_DELAY_SCALE must be a number above 0 and at most 1, not "${value}"`);
  return scale;
}

function centsOf(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^\d{1,12}$/.test(value)) throw new Error(`${name} must be a whole number of cents, not "${value}"`);
  return Number(value);
}

/** Each provider's EFT_DATA_CENTRE_<PROVIDER>: the 5-digit number its files are addressed to. */
function dataCentresOf(env: NodeJS.ProcessEnv): Partial<Record<PaymentProvider, string>> {
  const centres: Partial<Record<PaymentProvider, string>> = {};
  for (const provider of PAYMENT_PROVIDERS) {
    const name = `EFT_DATA_CENTRE_${provider}`;
    const value = env[name];
    if (value === undefined || value === '') continue;
    if (!/^\d{5}$/.test(value)) throw new Error(`${name} must be the data centre's 5-digit number, not "${value}"`);
    centres[provider] = value;
  }
  return centres;
}

const flag = (value: string | undefined, fallback: boolean) =>
  value === undefined || value === '' ? fallback : !['0', 'false', 'no', 'off'].includes(value.toLowerCase());

/** PUBLIC_URL, required outside demo mode; a demo on a laptop links to itself. */
function publicUrlOf(value: string | undefined, seedDemo: boolean, port: number): string {
  if (!value) {
    if (seedDemo) return `http://localhost:${port}`;
    throw new Error(
      'PUBLIC_URL must be set outside demo mode (SEED_DEMO=0): it is the address links in emails lead to, e.g. PUBLIC_URL=https://guichet.example.ca',
    );
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_URL must be an http or https address, not "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`PUBLIC_URL must be an http or https address, not "${value}"`);
  return value.replace(/\/+$/, '');
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 5000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  const seedDemo = flag(env.SEED_DEMO, true);
  return {
    publicUrl: publicUrlOf(env.PUBLIC_URL, seedDemo, port),
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    seedDemo,
    demoCustomers: Number(env.DEMO_CUSTOMERS ?? 200),
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    secretsKey: env.SECRETS_KEY || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Guichet <no-reply@guichet.local>',
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'warn' : 'info'),
    trustProxy: flag(env.TRUST_PROXY, false),
    distDir: path.resolve(env.DIST_DIR ?? 'dist'),
    serveSourceMaps: flag(env.SERVE_SOURCE_MAPS, false),
    // A lender's office signs in from one address: the limit is for floods, guessing meets the lock-out.
    authRateLimitPerMinute: Number(env.AUTH_RATE_LIMIT ?? 300),
    publicIntakeRateLimitPerMinute: Number(env.PUBLIC_INTAKE_RATE_LIMIT ?? 60),
    businessDate: env.BUSINESS_DATE || undefined,
    paymentCallbackSecret: env.PAYMENT_CALLBACK_SECRET || undefined,
    sandboxPaymentLimits: Object.fromEntries(
      Object.entries({
        perTransferCents: centsOf('SANDBOX_PER_TRANSFER_LIMIT', env.SANDBOX_PER_TRANSFER_LIMIT),
        dailyCents: centsOf('SANDBOX_DAILY_LIMIT', env.SANDBOX_DAILY_LIMIT),
        openingBalanceCents: centsOf('SANDBOX_PROVIDER_BALANCE', env.SANDBOX_PROVIDER_BALANCE),
      }).filter(([, cents]) => cents !== undefined),
    ),
    eftCutoffs: cutoffsOf(env.EFT_CUTOFFS),
    eftOriginatorId: (env.EFT_ORIGINATOR_ID || '0000012345').slice(0, 10),
    eftDataCentres: dataCentresOf(env),
    moneyJob: flag(env.MONEY_JOB, true),
    sandboxDelayScale: delayScaleOf(env.SANDBOX_DELAY_SCALE),
  };
}
