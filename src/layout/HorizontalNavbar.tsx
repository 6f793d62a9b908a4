import { Box, Button } from '@mui/material';
import { Link, useLocation } from 'react-router-dom';
import { buildMenu } from '../../domain/menu';
import { memberKey, useTranslate } from '../../providers/translation';
import { useSessionAbility } from '../auth/useSessionAbility';
import { useOpenChangePassword } from './ChangePasswordContext';
import { menuIcon } from './menuIcons';

/**
 * Layouts 2 and 3 of spec §2: the same menu as the vertical navbar, in a row under (or over) the
 * toolbar; it scrolls sideways when the window is narrower than the menu.
 */
export function HorizontalNavbar({ maxWidth }: { maxWidth?: number }) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const openChangePassword = useOpenChangePassword();
  const { ability, roles } = useSessionAbility();
  return (
    <Box component="nav" aria-label={translate('menu.MENU')} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', gap: 0.5, px: 1, py: 0.5, overflowX: 'auto', maxWidth, mx: 'auto' }}>
        {buildMenu(ability, roles).map((item) => {
          const label = translate(memberKey('menu', item.title));
          const current = item.url !== undefined && pathname.startsWith(item.url.replace(/\/all$/, ''));
          const common = {
            size: 'small' as const,
            startIcon: menuIcon(item.icon),
            color: 'inherit' as const,
            sx: { flexShrink: 0, whiteSpace: 'nowrap', textTransform: 'none', fontWeight: current ? 600 : 400 },
          };
          return item.id === 'change-password' || !item.url ? (
            <Button key={item.id} {...common} onClick={openChangePassword}>
              {label}
            </Button>
          ) : (
            <Button
              key={item.id}
              {...common}
              component={Link}
              to={item.url}
              aria-current={current ? 'page' : undefined}
            >
              {label}
            </Button>
          );
        })}
      </Box>
    </Box>
  );
}
