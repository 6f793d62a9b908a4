import { AppBar, LoadingIndicator, TitlePortal, ToggleThemeButton } from 'react-admin';
import { AppUserMenu } from './AppUserMenu';
import { CompanyBrand } from './CompanyBrand';
import { LanguageSwitcher } from './LanguageSwitcher';
import { NewVersionBanner } from './NewVersionBanner';
import { NotificationBell } from './NotificationBell';

/** The toolbar of spec §2: the company's logo or name, title, new-version banner, language, light/dark, loading, user menu. */
export function AppAppBar() {
  return (
    <AppBar
      userMenu={<AppUserMenu />}
      toolbar={
        <>
          <NewVersionBanner />
          <NotificationBell />
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
