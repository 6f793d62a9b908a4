import { AppBar, LoadingIndicator, TitlePortal, type AppBarProps } from 'react-admin';
import { AppUserMenu } from './AppUserMenu';
import { ChatButton } from './ChatButton';
import { QuickPanelButton } from './QuickPanelButton';
import { CompanyBrand } from './CompanyBrand';
import { LanguageSwitcher } from './LanguageSwitcher';
import { NewVersionBanner } from './NewVersionBanner';
import { NavigationSearch } from './NavigationSearch';
import { NotificationBell } from './NotificationBell';
import { ShortcutsBar } from './ShortcutsBar';
import { ThemeModeButton } from './ThemeModeButton';

/**
 * The toolbar of spec §2: the company's logo or name, title, the user's shortcuts, the navigation
 * search, new-version banner, notifications, team chat, quick panel, language, light/dark, loading,
 * user menu.
 */
export function AppAppBar(props: Pick<AppBarProps, 'position' | 'alwaysOn' | 'sx'>) {
  return (
    <AppBar
      {...props}
      userMenu={<AppUserMenu />}
      toolbar={
        <>
          <ShortcutsBar />
          <NavigationSearch />
          <NewVersionBanner />
          <NotificationBell />
          <ChatButton />
          <QuickPanelButton />
          <LanguageSwitcher />
          <ThemeModeButton />
          <LoadingIndicator />
        </>
      }
    >
      <CompanyBrand />
      <TitlePortal />
    </AppBar>
  );
}
