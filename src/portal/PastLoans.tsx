import type { PortalMe } from '../../domain/portal';
import { LoanFigures } from './LoanPage';
import { PaymentSchedule } from './PaymentSchedule';
import { portalMember, usePortalWords } from './portalWords';

/** Past loans as the configuration chooses: each in full (figures and schedule, folded), or a line each. */
export function PastLoans({ me }: { me: PortalMe }) {
  const { translate, money, date } = usePortalWords();
  if (me.pastLoans.length === 0 && me.pastSummaries.length === 0) return null;
  return (
    <section className="card">
      <h2>{translate('loan.past')}</h2>
      {me.pastSummaries.length > 0 && (
        <ul className="plain-list">
          {me.pastSummaries.map((loan) => (
            <li key={loan.id} data-testid="past-loan">
              {translate('loan.pastLine', {
                number: loan.loanNumber,
                amount: money(loan.amount),
                start: loan.startDate ? date(loan.startDate) : '—',
                end: loan.endDate ? date(loan.endDate) : '—',
              })}{' '}
              <span className={`chip chip-${loan.status}`}>
                {translate(portalMember('loan.statuses', loan.status))}
              </span>
            </li>
          ))}
        </ul>
      )}
      {me.pastLoans.map((loan) => (
        <details key={loan.id} className="past-loan" data-testid="past-loan">
          <summary>
            {translate('loan.number', { number: loan.loanNumber })} ·{' '}
            {translate(portalMember('loan.statuses', loan.status))}
          </summary>
          <LoanFigures loan={loan} />
          <PaymentSchedule loan={loan} />
        </details>
      ))}
    </section>
  );
}
