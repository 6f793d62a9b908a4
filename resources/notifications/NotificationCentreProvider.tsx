import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useCanAccess } from 'react-admin';
import type { NotificationCategory } from '../../domain/notifications';
import { createAppLiveChannel } from '../../providers/appLiveChannel';
import type { LiveChannel, LiveEvent } from '../../providers/liveChannel';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import { applyNotificationEvent } from './liveNotificationEvents';
import { createLiveRecordRefresher } from './liveRecordRefresh';

/** Spec §3's notification state that is not server data (that lives in react-query: notificationKeys.ts). */
export interface NotificationCentreState {
  /** The bell's category (spec §3: ALL by default); the page follows its URL and sets it too. */
  selectedCategory: NotificationCategory;
  setSelectedCategory: (category: NotificationCategory) => void;
  /** `view notification`: without it there is no bell and no notification call. */
  canView: boolean;
  /** Hears every event of the live channel (the team chat, the alerts); returns the unsubscribe. */
  subscribeLive: (listener: LiveListener) => () => void;
}

type LiveListener = (event: LiveEvent) => void;

const NotificationCentreContext = createContext<NotificationCentreState | null>(null);

export function useNotificationCentre(): NotificationCentreState {
  const state = useContext(NotificationCentreContext);
  if (!state) throw new Error('useNotificationCentre needs a NotificationCentreProvider');
  return state;
}

interface Props {
  children: ReactNode;
  /** The live channel to listen to; tests pass none (`null`) or a fake. */
  channel?: LiveChannel | null;
}

/**
 * Around the signed-in layout: every signed-in user has the live socket (lists refresh, forced
 * logouts reach them), and those who may see notifications get the bell's state.
 */
export function NotificationCentreProvider({ children, channel }: Props) {
  const dataProvider = useGuichetDataProvider();
  const queryClient = useQueryClient();
  const { canAccess } = useCanAccess({ resource: 'notifications', action: 'view' });
  const [selectedCategory, setSelectedCategory] = useState<NotificationCategory>('ALL');
  const actions = useRef(dataProvider);
  actions.current = dataProvider;
  // Panels come and go while the channel stays: they listen here rather than to the channel itself.
  const listeners = useRef(new Set<LiveListener>());

  useEffect(() => {
    if (channel === null) return;
    const live =
      channel ??
      createAppLiveChannel({
        notificationConfig: () => actions.current.notificationConfig(),
        liveToken: () => actions.current.liveToken(),
        initNotifications: () => actions.current.initNotifications(),
        partialNotifications: (category) => actions.current.partialNotifications(category),
      });
    const records = createLiveRecordRefresher(queryClient);
    const unsubscribe = live.subscribe((event) => {
      applyNotificationEvent(queryClient, event);
      records.handle(event);
      for (const listener of listeners.current) listener(event);
    });
    live.start();
    return () => {
      unsubscribe();
      records.stop();
      if (!channel) live.stop();
    };
  }, [channel, queryClient]);

  const state = useMemo(
    () => ({
      selectedCategory,
      setSelectedCategory,
      canView: canAccess === true,
      subscribeLive: (listener: LiveListener) => {
        listeners.current.add(listener);
        return () => void listeners.current.delete(listener);
      },
    }),
    [selectedCategory, canAccess],
  );
  return <NotificationCentreContext.Provider value={state}>{children}</NotificationCentreContext.Provider>;
}
