import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { startGuichet, type RunningGuichet } from '../../server/start';
import type { TestApp } from './testApp';

export interface SecondInstance extends RunningGuichet {
  call: (options: InjectOptions & { token?: string }) => Promise<LightMyRequestResponse>;
}

/**
 * Another Guichet on the same PostgreSQL database as `first` (its own pool, LISTEN connection and
 * sockets), as a second server behind a load balancer would be. Tokens of one work on the other:
 * the signing key is kept in the database.
 */
export async function startSecondInstance(first: TestApp): Promise<SecondInstance> {
  const running = await startGuichet(first.ctx.config, () => {});
  return {
    ...running,
    call: ({ token, headers, ...options }) =>
      running.app.inject({
        ...options,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      }),
  };
}
