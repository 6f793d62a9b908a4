import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { buildMenu, menuPages, type NavigationItem } from '../../domain/menu';
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
export function useMe() {
  const dataProvider = useGuichetDataProvider();
  return useQuery({ queryKey: ME_QUERY_KEY, queryFn: () => dataProvider.me(), staleTime: 5 * 60 * 1000 });
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
