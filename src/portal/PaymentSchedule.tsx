import type { PortalLoanDetail } from '../../domain/portal';
import { portalKey, portalMember, usePortalWords } from './portalWords';

type Line = PortalLoanDetail['payments'][number];

/** Reasons that concern one payment; the loan-wide ones are said once, above the schedule. */
const LINE_REASONS: string[] = [
  portalKey('errors.FIRST_PAYMENT_NOT_DEFERRABLE'),
  portalKey('errors.MAX_CONSECUTIVE_DEFERRALS_REACHED'),
];

/**
 * The schedule as a list (a phone has no room for a table): each payment's date, amount and state;
 * a payment still to come has its Defer button when the rules allow it, else the reason it may not.
 */
export function PaymentSchedule({ loan, onDefer }: { loan: PortalLoanDetail; onDefer?: (line: Line) => void }) {
  const { translate, say, money, date } = usePortalWords();
  return (
    <ol className="schedule">
      {loan.payments.map((line) => (
        <li key={line.id} className={`schedule-line line-${line.status}`} data-testid="payment-line">
          <div className="schedule-main">
            <span className="schedule-date">{date(line.date)}</span>
            <span className="schedule-amount">{money(line.amount)}</span>
          </div>
          <div className="schedule-state">
            <span className={`chip chip-${line.status}`}>
              {translate(portalMember('loan.lineStatuses', line.status))}
            </span>
            {onDefer && line.status === 'SCHEDULED' && !line.deferralRefusal && (
              <button type="button" className="secondary small-button" onClick={() => onDefer(line)}>
                {translate('deferral.action')}
              </button>
            )}
          </div>
          {onDefer && line.deferralRefusal && LINE_REASONS.includes(line.deferralRefusal.key) && (
            <p className="muted small">{say(line.deferralRefusal.key, line.deferralRefusal.params)}</p>
          )}
        </li>
      ))}
    </ol>
  );
}
