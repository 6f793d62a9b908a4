import { Typography } from '@mui/material';
import { Menu, useSidebarState } from 'react-admin';
import { useTranslate, memberKey } from '../../providers/translation';
import { buildMenu } from '../../domain/menu';
import { useSessionAbility } from '../auth/useSessionAbility';
import { useOpenChangePassword } from './ChangePasswordContext';
import { MenuActionItem } from './MenuActionItem';
import { menuIcon } from './menuIcons';
import { SidebarUserHeader } from './SidebarUserHeader';
import { ApprovalsLabel } from './ApprovalsLabel';

/** The group "Menu" of spec §2, built by the shared rules from the token's abilities and roles. */
export function AppMenu() {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const openChangePassword = useOpenChangePassword();
  const { ability, roles } = useSessionAbility();
  const items = buildMenu(ability, roles);

  // The user's header and the group's title stand above the menu, not in it: a menu holds its items
  // only (axe's aria-required-children; a screen reader announced them as broken entries).
  return (
    <>
      <SidebarUserHeader />
      {open && (
        <Typography variant="overline" component="p" color="text.secondary" sx={{ px: 2 }}>
          {translate('menu.MENU')}
        </Typography>
      )}
      <Menu aria-label={translate('menu.MENU')}>
        {items.map((item) => {
          const label = translate(memberKey('menu', item.title));
          if (item.id === 'change-password') {
            return (
              <MenuActionItem key={item.id} label={label} icon={menuIcon(item.icon)} onClick={openChangePassword} />
            );
          }
          return (
            <Menu.Item
              key={item.id}
              to={item.url}
              primaryText={item.id === 'approvals' ? <ApprovalsLabel label={label} /> : label}
              leftIcon={menuIcon(item.icon)}
              data-menu-id={item.id}
            />
          );
        })}
      </Menu>
    </>
  );
}
