import type { PortalBranding, PortalLanguage } from '../../domain/portal';
import type { PortalPage } from './portalPath';
import { portalMember, usePortalWords } from './portalWords';

interface Props {
  branding: PortalBranding | null;
  signedIn: boolean;
  page: PortalPage;
  onPage: (page: PortalPage) => void;
  onLanguage: (language: PortalLanguage) => void;
  onSignOut: () => void;
}

/** The lender's logo and name, the language switch, and once signed in the two pages and sign-out. */
export function PortalHeader({ branding, signedIn, page, onPage, onLanguage, onSignOut }: Props) {
  const { translate, language } = usePortalWords();
  const other: PortalLanguage = language === 'fr' ? 'en' : 'fr';
  return (
    <header className="portal-header">
      <div className="portal-bar">
        <div className="portal-brand">
          {branding?.logoUrl && <img src={branding.logoUrl} alt="" className="portal-logo" />}
          <span className="portal-company">{branding?.companyName}</span>
        </div>
        <div className="portal-bar-actions">
          <button
            type="button"
            className="link-button on-primary"
            lang={other}
            aria-label={translate('app.otherLanguageLabel')}
            onClick={() => onLanguage(other)}
          >
            {translate('app.otherLanguage')}
          </button>
          {signedIn && (
            <button type="button" className="link-button on-primary" onClick={onSignOut}>
              {translate('app.signOut')}
            </button>
          )}
        </div>
      </div>
      {signedIn && (
        <nav className="portal-tabs" aria-label={translate('app.title')}>
          {(['loan', 'banking'] as const).map((tab) => (
            <a
              key={tab}
              href={tab === 'loan' ? '/portal' : '/portal/banking'}
              aria-current={page === tab ? 'page' : undefined}
              onClick={(event) => {
                event.preventDefault();
                onPage(tab);
              }}
            >
              {translate(portalMember('app.menu', tab))}
            </a>
          ))}
        </nav>
      )}
    </header>
  );
}
