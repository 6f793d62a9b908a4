import type { GuichetDataProvider } from './dataProvider';
import { httpClient } from './httpClient';
import { createIdentityActions } from './identityActions';

type Method = (...args: unknown[]) => Promise<unknown>;

/**
 * The data provider the app starts with. The guest pages' calls (identityActions.ts) are answered at
 * once; any other method first loads the full provider — its own chunk, with the zod schemas that
 * trim what it writes — so the login page downloads none of it. The signed-in app imports the full
 * provider itself (src/AdminApp.tsx), so it arrives with the app's own chunk, not after it.
 */
export function createLazyDataProvider(
  load: () => Promise<GuichetDataProvider> = () => import('./dataProvider').then((module) => module.dataProvider),
): GuichetDataProvider {
  const eager: Record<string, unknown> = { ...createIdentityActions(httpClient) };
  let full: Promise<GuichetDataProvider> | undefined;
  return new Proxy(eager, {
    get(target, name) {
      // Not a thenable, and no abort signal asked of react-admin (the full provider supports none).
      if (typeof name === 'symbol' || name === 'then' || name === 'supportAbortSignal') return undefined;
      if (name in target) return target[name];
      return async (...args: unknown[]) => {
        full ??= load();
        const provider = (await full) as unknown as Record<string, Method>;
        return provider[name](...args);
      };
    },
  }) as unknown as GuichetDataProvider;
}

export const lazyDataProvider = createLazyDataProvider();
