import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useStore } from 'react-admin';
import { buildMenu, menuPages, type NavigationItem } from '../../domain/menu';
import { mergeSettings, readSettings, type UserSettingsPatch } from '../../domain/userSettings';
import type { Me } from '../../providers/identityActions';
import { memberKey, useTranslate } from '../../providers/translation';
import { useGuichetDataProvider } from '../../resources/common/useGuichetDataProvider';
import { useSessionAbility } from '../auth/useSessionAbility';

export const ME_QUERY_KEY = ['Identity', 'Me'] as const;

/** The pages of the user's own menu, their titles in the user's language. */
export function useMenuPages(): (NavigationItem & { label: string })[] {
  const translate = useTranslate();
  const { ability, roles } = useSessionAbility();
  return menuPages(buildMenu(ability, roles)).map((item) => ({
    ...item,
    label: translate(memberKey('menu', item.title)),
  }));
}

/** The signed-in user as the server knows them (GET /api/Identity/Me): their shortcuts, their settings. */
export function useMe(enabled = true) {
  const dataProvider = useGuichetDataProvider();
  return useQuery({ queryKey: ME_QUERY_KEY, queryFn: () => dataProvider.me(), staleTime: 5 * 60 * 1000, enabled });
}

/** Spec §2's shortcut toggle: adds or removes a page from the user's shortcuts, kept on the server. */
export function useShortcuts() {
  const me = useMe();
  const dataProvider = useGuichetDataProvider();
  const queryClient = useQueryClient();
  const ids = me.data?.shortcuts ?? [];
  const save = useMutation({
    mutationFn: (shortcuts: string[]) => dataProvider.setShortcuts(shortcuts),
    onSuccess: ({ shortcuts }) =>
      queryClient.setQueryData<Me>(ME_QUERY_KEY, (known) => (known ? { ...known, shortcuts } : known)),
  });
  const toggle = (id: string) => save.mutate(ids.includes(id) ? ids.filter((each) => each !== id) : [...ids, id]);
  return { ids, toggle, saving: save.isPending, loaded: me.isSuccess };
}

/** Where a guest's settings are kept: this browser's store (react-admin's, in localStorage). */
const GUEST_SETTINGS_KEY = 'guestShellSettings';

/**
 * The user's shell settings (domain/userSettings.ts) and a way to change some of them: shown at
 * once, saved on the server, the server's merged answer kept. A user without any role — the
 * role hierarchy's guest — has them changed in this browser only (spec §6).
 */
export function useSettings() {
  const me = useMe();
  const { rights } = useSessionAbility();
  const guest = !!rights && rights.roles.length === 0;
  const [guestSettings, setGuestSettings] = useStore<unknown>(GUEST_SETTINGS_KEY, {});
  const dataProvider = useGuichetDataProvider();
  const queryClient = useQueryClient();
  const settings = readSettings(guest ? guestSettings : me.data?.settings);
  const save = useMutation({
    mutationFn: (patch: UserSettingsPatch) => dataProvider.setSettings(patch),
    onMutate: async (patch) => {
      // A read of Me begun before the change would land after it and undo it on screen.
      await queryClient.cancelQueries({ queryKey: ME_QUERY_KEY });
      queryClient.setQueryData<Me>(ME_QUERY_KEY, (known) =>
        known ? { ...known, settings: mergeSettings(known.settings, patch) } : known,
      );
    },
    onSettled: (saved, error) => {
      if (saved) queryClient.setQueryData<Me>(ME_QUERY_KEY, (known) => (known ? { ...known, settings: saved } : known));
      if (error) void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
  if (guest)
    return {
      settings,
      change: (patch: UserSettingsPatch) => setGuestSettings(mergeSettings(guestSettings, patch)),
      loaded: true,
    };
  return { settings, change: save.mutate, loaded: me.isSuccess };
}
