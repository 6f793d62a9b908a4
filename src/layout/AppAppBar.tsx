import { AppBar, LoadingIndicator, TitlePortal, ToggleThemeButton } from 'react-admin';
import { AppUserMenu } from './AppUserMenu';
import { ChatButton } from './ChatButton';
import { QuickPanelButton } from './QuickPanelButton';
import { CompanyBrand } from './CompanyBrand';
import { LanguageSwitcher } from './LanguageSwitcher';
import { NewVersionBanner } from './NewVersionBanner';
import { NavigationSearch } from './NavigationSearch';
import { NotificationBell } from './NotificationBell';
import { ShortcutsBar } from './ShortcutsBar';

/**
 * The toolbar of spec §2: the company's logo or name, title, the user's shortcuts, the navigation
 * search, new-version banner, notifications, team chat, quick panel, language, light/dark, loading,
 * user menu.
 */
export function AppAppBar() {
  return (
    <AppBar
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
          <ToggleThemeButton />
          <LoadingIndicator />
        </>
      }
    >
      <CompanyBrand />
      <TitlePortal />
    </AppBar>
  );
}
