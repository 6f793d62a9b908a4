import { useCallback, useEffect, useMemo, useState } from 'react';
import type { PortalBranding, PortalLanguage, PortalMe } from '../../domain/portal';
import { BankingPage } from './BankingPage';
import { LoanPage } from './LoanPage';
import { PortalError, portalCall, setApiLanguage } from './portalApi';
import { PortalFooter } from './PortalFooter';
import { PortalHeader } from './PortalHeader';
import { usePortalPath, type PortalPage } from './portalPath';
import { browserLanguage, portalKey, PortalWords, wordsFor, type PortalKey } from './portalWords';
import { SignIn } from './SignIn';
import { brandColours } from './brandColours';

type Session = { state: 'loading' } | { state: 'signedOut'; notice?: PortalKey } | { state: 'signedIn'; me: PortalMe };

/**
 * The borrower portal: the lender's branding first, then the borrower's session (its cookie) read
 * once; signed in, their loan or their banking page. Every answer that changes something returns
 * the borrower as they now stand, and the page shows it.
 */
export function PortalApp() {
  const [branding, setBranding] = useState<PortalBranding | null>(null);
  const [session, setSession] = useState<Session>({ state: 'loading' });
  const [language, setLanguage] = useState<PortalLanguage>(browserLanguage);
  const [page, go] = usePortalPath();
  const words = useMemo(() => wordsFor(language), [language]);
  const { translate } = words;

  useEffect(() => {
    setApiLanguage(language);
    document.documentElement.lang = language;
  }, [language]);
  useEffect(() => {
    portalCall<PortalBranding>('GET', '/branding').then(setBranding, () => setBranding(null));
    portalCall<PortalMe>('GET', '/me').then(
      (me) => {
        setLanguage(me.language);
        setSession({ state: 'signedIn', me });
      },
      () => setSession({ state: 'signedOut' }),
    );
  }, []);
  useEffect(() => {
    if (branding) document.title = `${branding.companyName} · ${translate('app.title')}`;
  }, [branding, translate]);

  /** The borrower as an answer says they now stand; a lapsed session goes back to sign-in. */
  const showMe = useCallback((me: PortalMe) => setSession({ state: 'signedIn', me }), []);
  const onRefused = useCallback((error: unknown) => {
    if (error instanceof PortalError && error.status === 401)
      setSession({ state: 'signedOut', notice: portalKey('signIn.signedOut') });
  }, []);

  const chooseLanguage = async (next: PortalLanguage) => {
    localStorage.setItem('guichet.portal.language', next);
    setLanguage(next);
    setApiLanguage(next);
    if (session.state === 'signedIn') showMe(await portalCall<PortalMe>('PUT', '/me/language', { language: next }));
  };
  const signOut = async () => {
    await portalCall('POST', '/sign-out').catch(() => undefined);
    setSession({ state: 'signedOut' });
    go('loan');
  };
  const signedIn = (me: PortalMe) => {
    setLanguage(me.language);
    showMe(me);
  };

  return (
    <PortalWords.Provider value={words}>
      <div className="portal" style={brandColours(branding)}>
        <PortalHeader
          branding={branding}
          signedIn={session.state === 'signedIn'}
          page={page}
          onPage={(next: PortalPage) => go(next)}
          onLanguage={chooseLanguage}
          onSignOut={signOut}
        />
        <main className="portal-main">
          {session.state === 'loading' && <p className="muted">{translate('app.loading')}</p>}
          {session.state === 'signedOut' && <SignIn notice={session.notice} onSignedIn={signedIn} />}
          {session.state === 'signedIn' && page === 'loan' && (
            <LoanPage me={session.me} onChanged={showMe} onRefused={onRefused} />
          )}
          {session.state === 'signedIn' && page === 'banking' && (
            <BankingPage me={session.me} branding={branding} onChanged={showMe} onRefused={onRefused} />
          )}
        </main>
        <PortalFooter branding={branding} />
      </div>
    </PortalWords.Provider>
  );
}
