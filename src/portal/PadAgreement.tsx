import { PAD_ELEMENTS, PAD_RULES } from '../../domain/padAgreement';
import type { PortalBranding, PortalMe } from '../../domain/portal';
import { portalMember, usePortalWords } from './portalWords';

/**
 * The personal PAD agreement as Payments Canada's Rule H1 has it stated: payor and payee, the
 * category, the amounts and their frequency, the notice, cancellation and recourse rights, and how
 * it is confirmed. The server keeps the same terms with the borrower's acceptance.
 */
export function PadAgreement({ me, branding }: { me: PortalMe; branding: PortalBranding | null }) {
  const { translate, money } = usePortalWords();
  const payee = branding?.companyName ?? '';
  const contact =
    [branding?.supportPhone, branding?.supportEmail].filter(Boolean).join(' · ') ||
    translate('banking.pad.contactNone');
  const { paymentAmount, frequency } = me.pad;
  const text = (element: (typeof PAD_ELEMENTS)[number]) => {
    switch (element) {
      case 'payor':
        return translate('banking.pad.payor', { payee });
      case 'payee':
        return translate('banking.pad.payee', { payee, contact });
      case 'amounts':
        return paymentAmount !== null && frequency
          ? translate('banking.pad.amounts', {
              frequency: translate(portalMember('loan.frequencies', frequency)).toLowerCase(),
              amount: money(paymentAmount),
            })
          : translate('banking.pad.amountsUnknown');
      case 'notice':
        return translate('banking.pad.notice', { days: PAD_RULES.changeNoticeDays });
      case 'cancellation':
        return translate('banking.pad.cancellation', { days: PAD_RULES.cancellationNoticeDays });
      case 'recourse':
        return translate('banking.pad.recourse', { days: PAD_RULES.recourseDays });
      default:
        return translate(portalMember('banking.pad', element));
    }
  };
  return (
    <div className="pad" data-testid="pad-agreement">
      <h3>{translate('banking.pad.title')}</h3>
      <ol>
        {PAD_ELEMENTS.map((element) => (
          <li key={element}>{text(element)}</li>
        ))}
      </ol>
    </div>
  );
}
