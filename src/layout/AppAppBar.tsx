import { AppBar, LoadingIndicator, TitlePortal, ToggleThemeButton } from 'react-admin';
import { AppUserMenu } from './AppUserMenu';
import { LanguageSwitcher } from './LanguageSwitcher';
import { NewVersionBanner } from './NewVersionBanner';

/** The toolbar of spec §2: title, new-version banner, language, light/dark, loading, user menu. */
export function AppAppBar() {
  return (
    <AppBar
      userMenu={<AppUserMenu />}
      toolbar={
        <>
          <NewVersionBanner />
          <LanguageSwitcher />
          <ToggleThemeButton />
          <LoadingIndicator />
        </>
      }
    >
      <TitlePortal />
    </AppBar>
  );
}
