import type { PortalBranding } from '../../domain/portal';
import { usePortalWords } from './portalWords';

/** The support contacts and the terms and policy links the portal configuration sets. */
export function PortalFooter({ branding }: { branding: PortalBranding | null }) {
  const { translate } = usePortalWords();
  if (!branding) return null;
  const { supportEmail, supportPhone, termsUrl, policyUrl } = branding;
  return (
    <footer className="portal-footer">
      {(supportEmail || supportPhone) && (
        <p>
          <strong>{translate('footer.support')}</strong>{' '}
          {supportEmail && <a href={`mailto:${supportEmail}`}>{supportEmail}</a>}
          {supportEmail && supportPhone && ' · '}
          {supportPhone && <a href={`tel:${supportPhone.replace(/[^\d+]/g, '')}`}>{supportPhone}</a>}
        </p>
      )}
      {(termsUrl || policyUrl) && (
        <p>
          {termsUrl && (
            <a href={termsUrl} target="_blank" rel="noopener noreferrer">
              {translate('footer.terms')}
            </a>
          )}
          {termsUrl && policyUrl && ' · '}
          {policyUrl && (
            <a href={policyUrl} target="_blank" rel="noopener noreferrer">
              {translate('footer.policy')}
            </a>
          )}
        </p>
      )}
      <p className="muted">© {branding.companyName}</p>
    </footer>
  );
}
