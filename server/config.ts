import path from 'node:path';

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
  };
}
