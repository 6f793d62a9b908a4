import type { Query, QueryClient } from '@tanstack/react-query';
import { LIVE_RESOURCES, type LiveResource } from '../../domain/notifications';
import type { LiveEvent } from '../../providers/liveChannel';
import { holdingGuards, type LiveEditGuard } from '../common/liveEditGuards';

/** Changes arriving together (a batch, a merge, a busy office) refresh the open lists once. */
export const COALESCE_MS = 500;

/** Queries of one record: react-admin's getOne, and our own keys [resource, id, …] (loan detail, customer tabs). */
function isRecordQuery(key: readonly unknown[], ids: ReadonlySet<string>): boolean {
  if (key[1] === 'getOne') return ids.has(String((key[2] as { id?: unknown } | undefined)?.id));
  return (typeof key[1] === 'number' || typeof key[1] === 'string') && ids.has(String(key[1]));
}

interface Options {
  delayMs?: number;
  holding?: (resource: string, ids?: ReadonlySet<string>) => LiveEditGuard[];
}

/**
 * Spec §4 / issue 6: when another agent changes a request, customer or loan, the lists and screens
 * open here read it again without a reload. A form with unsaved typing on that record is not
 * reloaded under the agent: it warns instead (EditStaleVersionAlert), and Update reloads it.
 */
export function createLiveRecordRefresher(
  queryClient: QueryClient,
  { delayMs = COALESCE_MS, holding = holdingGuards }: Options = {},
) {
  /** Per resource: the changed ids with the newest version announced. */
  let pending = new Map<LiveResource, Map<string, number>>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  function refresh(resource: LiveResource, held: ReadonlySet<string>) {
    void queryClient.invalidateQueries({
      predicate: (query: Query) =>
        query.queryKey[0] === resource && !(held.size > 0 && isRecordQuery(query.queryKey, held)),
    });
  }

  function flush() {
    timer = undefined;
    const batch = pending;
    pending = new Map();
    for (const [resource, versions] of batch) {
      const held = new Set<string>();
      for (const guard of holding(resource, new Set(versions.keys()))) {
        const announced = versions.get(guard.id)!;
        if ((guard.version() ?? 0) >= announced) continue;
        held.add(guard.id);
        guard.warn(announced);
      }
      refresh(resource, held);
    }
    if (batch.size > 0) void queryClient.invalidateQueries({ queryKey: ['audit-logs'] });
  }

  /** After a reconnection nothing says what changed: everything is read again, but never under a form being typed in. */
  function refreshAll() {
    for (const resource of LIVE_RESOURCES) refresh(resource, new Set(holding(resource).map((guard) => guard.id)));
    void queryClient.invalidateQueries({ queryKey: ['audit-logs'] });
  }

  return {
    handle(event: LiveEvent) {
      if (event.kind === 'caughtUp' || event.kind === 'resync') return refreshAll();
      if (event.kind !== 'changed' || !LIVE_RESOURCES.includes(event.resource)) return;
      const versions = pending.get(event.resource) ?? new Map<string, number>();
      versions.set(String(event.id), Math.max(versions.get(String(event.id)) ?? 0, event.version));
      pending.set(event.resource, versions);
      timer ??= setTimeout(flush, delayMs);
    },
    stop() {
      clearTimeout(timer);
      timer = undefined;
      pending = new Map();
    },
  };
}
