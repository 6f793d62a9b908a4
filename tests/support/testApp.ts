import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { readConfig, type ServerConfig } from '../../server/config';
import { ensureDatabase } from '../../server/db/embedded';
import { startGuichet, type RunningGuichet } from '../../server/start';
import { DEMO_PASSWORD } from '../../server/db/seed/demoAccounts';

export { DEMO_PASSWORD };

export interface TestApp extends RunningGuichet {
  /** A call as a client would make it, with a bearer token when given. */
  call: (options: InjectOptions & { token?: string }) => Promise<LightMyRequestResponse>;
  login: (email: string, password?: string) => Promise<{ token: string; refreshToken: string }>;
  close: () => Promise<void>;
}

/** A Guichet on a fresh database of its own (demo data loaded), driven through `app.inject`. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const adminUrl = inject('pgAdminUrl');
  const name = `t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const url = await ensureDatabase(adminUrl, name);
  const config: ServerConfig = readConfig({
    SEED_DEMO: '1',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DIST_DIR: '/nonexistent-dist',
    DEMO_CUSTOMERS: '0',
    // Tests move the money batches themselves (runMoneyBatches), at the instants they choose.
    MONEY_JOB: '0',
    ...env,
    DATABASE_URL: url,
  });
  const running = await startGuichet(config, () => {});
  const app: FastifyInstance = running.app;

  const call: TestApp['call'] = ({ token, headers, ...options }) =>
    app.inject({ ...options, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers } });

  const login: TestApp['login'] = async (email, password = DEMO_PASSWORD) => {
    const response = await call({
      method: 'POST',
      url: '/api/Identity/Authenticate',
      payload: { UserName: email, Password: password },
    });
    if (response.statusCode !== 200) throw new Error(`login ${email} failed: ${response.statusCode} ${response.body}`);
    return response.json().model;
  };

  return {
    ...running,
    call,
    login,
    close: async () => {
      await running.stop();
    },
  };
}

export function decodeJwtPayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}
