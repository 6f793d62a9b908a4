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
import { useTranslate } from '../../providers/translation';

/**
 * The toolbar of spec §2: the company's logo or name, title, the user's shortcuts, the navigation
 * search, new-version banner, notifications, team chat, quick panel, language, light/dark, loading,
 * user menu.
 */
export function AppAppBar(props: Pick<AppBarProps, 'position' | 'alwaysOn' | 'sx'>) {
  const translate = useTranslate();
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
          {/* Its spinner, shown while a list loads, is named (axe: aria-progressbar-name). */}
          <LoadingIndicator aria-label={translate('ra.page.loading')} />
        </>
      }
    >
      <CompanyBrand />
      <TitlePortal />
    </AppBar>
  );
}
