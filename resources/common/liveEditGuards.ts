import { useEffect, useRef, useState } from 'react';

/**
 * An open edit form, as the live refresh sees it (resources/notifications/liveRecordRefresh.ts):
 * while the agent has typed something unsaved, a change of the record made elsewhere must not
 * quietly reload the form under them (its new version would let their save overwrite that change).
 */
export interface LiveEditGuard {
  resource: string;
  id: string;
  /** The version the form was read at. */
  version(): number | undefined;
  /** True while the form holds unsaved typing (and is not being saved). */
  holding(): boolean;
  /** The record is now at `version` elsewhere: say so, and let the agent press Update. */
  warn(version: number): void;
}

const guards = new Set<LiveEditGuard>();

export function registerLiveEditGuard(guard: LiveEditGuard): () => void {
  guards.add(guard);
  return () => guards.delete(guard);
}

/** The forms of these records holding unsaved typing. */
export function holdingGuards(resource: string, ids?: ReadonlySet<string>): LiveEditGuard[] {
  return [...guards].filter((guard) => guard.resource === resource && (!ids || ids.has(guard.id)) && guard.holding());
}

/**
 * Inside an edit form: true once a newer version of its record was announced while the agent
 * was typing; false again when the form has read that version (Update, or a save of their own).
 */
export function useLiveEditGuard(
  resource: string | undefined,
  id: unknown,
  version: number | undefined,
  holding: boolean,
): boolean {
  const [newerVersion, setNewerVersion] = useState<number>();
  const current = useRef({ version, holding });
  current.current = { version, holding };

  useEffect(() => {
    if (!resource || id === undefined || id === null) return;
    return registerLiveEditGuard({
      resource,
      id: String(id),
      version: () => current.current.version,
      holding: () => current.current.holding,
      warn: (announced) => setNewerVersion((known) => Math.max(known ?? 0, announced)),
    });
  }, [resource, id]);

  return newerVersion !== undefined && (version ?? 0) < newerVersion;
}
