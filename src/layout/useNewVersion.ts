import { useSyncExternalStore } from 'react';
import { versionWatcher } from '../../providers/versionWatcher';

/** The newer version the server serves, if any (spec §4), kept current by the version watcher. */
export const useNewVersion = () => useSyncExternalStore(versionWatcher.subscribe, versionWatcher.newVersion);
