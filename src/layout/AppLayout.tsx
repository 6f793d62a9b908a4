import { useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { preloadEverydayScreens } from '../../resources/common/lazyScreen';
import AppFooter from './AppFooter';
import HorizontalHeader, { useMenuInDrawer } from './HorizontalHeader';
import { Layout, type SidebarProps } from 'react-admin';
import { NotificationCentreProvider } from '../../resources/notifications';
import { AppAppBar } from './AppAppBar';
import { AppMenu } from './AppMenu';
import { ChangePasswordProvider } from './ChangePasswordContext';
import { GlobalNoticeBanner } from './GlobalNoticeBanner';
import { HoverSidebar } from './HoverSidebar';
import { LiveAlerts } from './LiveAlerts';
import { RenderErrorRedirect } from './RenderErrorRedirect';
import { navbarColours, toolbarColours } from './ShellPart';
import { TextDirection } from './TextDirection';
import { useFocusStartOnNavigation } from './useFocusStartOnNavigation';
import { ThemeSettingsButton } from './ThemeSettingsButton';
import { useSettings } from './useShell';
import { useShellSettings } from './useShellSettings';

import { boxedWidth } from './boxedWidth';

/** Layout 1's toolbar and navbar, each in its own colour mode. */
function VerticalToolbar() {
  const { settings } = useSettings();
  return <AppAppBar sx={toolbarColours(settings.theme.toolbar)} />;
}
function VerticalNavbar(props: SidebarProps) {
  const { settings } = useSettings();
  // react-admin sizes the sidebar to one screen: on a longer page its background ended there and
  // the menu, fixed in place, showed light on light. Stretched, it runs the page's whole height.
  return (
    <HoverSidebar {...props} sx={[navbarColours(settings.theme.navbar), { height: 'auto', alignSelf: 'stretch' }]} />
  );
}

const NoSidebar = () => null;
/** The top of the signed-in page (react-admin's layout, its skip link first). */
const layoutTop = () => document.querySelector<HTMLElement>('.layout');
const NoMenu = () => null;

/**
 * The signed-in shell of spec §2, as the user set it (Theme Settings): layout 1 (navbar on the
 * left) or a horizontal one, the footer, boxed or full width, the page or the content scrolling,
 * each part's colours and the direction.
 */
function ShellLayout({ children }: { children: ReactNode }) {
  const { settings, loaded, change } = useSettings();
  useShellSettings(settings, loaded, change);
  useFocusStartOnNavigation(layoutTop);
  const { style, boxed, scroll } = settings.layout;
  const horizontal = style !== 'layout1';
  // The horizontal layouts' menu row, except on a phone, where the vertical menu is a drawer.
  const menuInDrawer = useMenuInDrawer();
  const menuInRow = horizontal && !menuInDrawer;
  return (
    <TextDirection direction={settings.direction}>
      <Layout
        appBar={horizontal ? HorizontalHeader : VerticalToolbar}
        menu={menuInRow ? NoMenu : AppMenu}
        sidebar={menuInRow ? NoSidebar : VerticalNavbar}
        error={RenderErrorRedirect}
        // A flex item grows to fit its widest child unless told otherwise: without this, a form's
        // grid or a row of tabs pushed the page past the window instead of wrapping or scrolling.
        sx={{
          minWidth: 0,
          '& .RaLayout-content': {
            minWidth: 0,
            ...(boxed && { maxWidth: boxedWidth(style), mx: 'auto', width: '100%' }),
            ...(scroll === 'content' && { overflowY: 'auto' }),
          },
          '& .RaLayout-appFrame': {
            // The horizontal header is not react-admin's fixed bar: no room is kept for it.
            ...(horizontal && { marginTop: 0 }),
            ...(scroll === 'content' && {
              height: horizontal ? '100vh' : { xs: '100vh', sm: 'calc(100vh - 48px)' },
              overflow: 'hidden',
            }),
          },
          ...(scroll === 'content' && { '& .RaLayout-contentWithSidebar': { flex: 1, minHeight: 0 } }),
        }}
      >
        <GlobalNoticeBanner />
        {children}
        <AppFooter settings={settings} />
        <LiveAlerts />
        <ThemeSettingsButton />
      </Layout>
    </TextDirection>
  );
}

export function AppLayout({ children }: { children: ReactNode }) {
  // The everyday screens' code comes down while the agent reads the first one.
  const queryClient = useQueryClient();
  useEffect(() => preloadEverydayScreens(() => queryClient.isFetching() === 0), [queryClient]);
  return (
    <ChangePasswordProvider>
      <NotificationCentreProvider>
        <ShellLayout>{children}</ShellLayout>
      </NotificationCentreProvider>
    </ChangePasswordProvider>
  );
}
