import { useState } from 'react';
import type { PortalLoanDetail, PortalMe } from '../../domain/portal';
import { DeferralDialog } from './DeferralDialog';
import { Notice } from './formParts';
import { PastLoans } from './PastLoans';
import { portalMember, usePortalWords } from './portalWords';
import { RenewalCard } from './RenewalCard';
import { PaymentSchedule } from './PaymentSchedule';

interface Props {
  me: PortalMe;
  onChanged: (me: PortalMe) => void;
  onRefused: (error: unknown) => void;
}

/** The borrower's home: the current loan with its schedule and deferrals, past loans as configured, renewal. */
export function LoanPage({ me, onChanged, onRefused }: Props) {
  const { translate } = usePortalWords();
  const [deferring, setDeferring] = useState<PortalLoanDetail['payments'][number] | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const loan = me.currentLoan;
  return (
    <>
      <h1 className="greeting">{translate('loan.hello', { name: me.firstName })}</h1>
      {done && <Notice kind="success">{done}</Notice>}
      {loan ? (
        <>
          <LoanFigures loan={loan} />
          {/* Only an active loan's payments move (a stopped or pending one has nothing to defer). */}
          {loan.status === 'ACTIVE' && <DeferralRules me={me} loan={loan} />}
          <section className="card">
            <h2>{translate('loan.schedule')}</h2>
            <PaymentSchedule loan={loan} onDefer={setDeferring} />
          </section>
        </>
      ) : (
        <section className="card">
          <p>{translate('loan.none')}</p>
        </section>
      )}
      <PastLoans me={me} />
      <RenewalCard me={me} onChanged={onChanged} onRefused={onRefused} />
      {loan && deferring && (
        <DeferralDialog
          loan={loan}
          payment={deferring}
          fee={me.deferrals.fee}
          onClose={() => setDeferring(null)}
          onDeferred={(next, text) => {
            setDeferring(null);
            setDone(text);
            onChanged(next);
          }}
          onRefused={onRefused}
        />
      )}
    </>
  );
}

/** A loan's figures: what was lent, the capital left, what repays it today, and the next payment. */
export function LoanFigures({ loan }: { loan: PortalLoanDetail }) {
  const { translate, money, date } = usePortalWords();
  return (
    <section className="card" aria-labelledby={`loan-${loan.id}`}>
      <div className="card-title">
        <h2 id={`loan-${loan.id}`}>{translate('loan.number', { number: loan.loanNumber })}</h2>
        <span className={`chip chip-${loan.status}`}>{translate(portalMember('loan.statuses', loan.status))}</span>
      </div>
      <dl className="figures">
        <div>
          <dt>{translate('loan.payoff')}</dt>
          <dd className="figure-main" data-testid="payoff">
            {money(loan.totalOwing)}
          </dd>
          <dd className="muted small">{translate('loan.payoffHelp')}</dd>
        </div>
        <div>
          <dt>{translate('loan.balance')}</dt>
          <dd>{money(loan.balance)}</dd>
        </div>
        <div>
          <dt>{translate('loan.amount')}</dt>
          <dd>{money(loan.amount)}</dd>
        </div>
        <div>
          <dt>{translate('loan.frequency')}</dt>
          <dd>{translate(portalMember('loan.frequencies', loan.frequency))}</dd>
        </div>
        {loan.nextPayment && (
          <div>
            <dt>{translate('loan.nextPayment')}</dt>
            <dd>
              {translate('loan.nextPaymentValue', {
                amount: money(loan.nextPayment.amount),
                date: date(loan.nextPayment.date),
              })}
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}

/** What the configuration allows, said once above the schedule, with what this loan has used. */
function DeferralRules({ me, loan }: { me: PortalMe; loan: PortalLoanDetail }) {
  const { translate, money } = usePortalWords();
  const rules = me.deferrals;
  return (
    <section className="card rules" aria-label={translate('deferral.rulesTitle')}>
      <h2>{translate('deferral.rulesTitle')}</h2>
      {rules.permitted ? (
        <>
          <p>
            {translate('deferral.rules', {
              perLoan: rules.maxPerLoan,
              inARow: rules.maxConsecutive,
              fee: money(rules.fee),
            })}
          </p>
          {!rules.firstPaymentDeferrable && <p>{translate('deferral.firstNotDeferrable')}</p>}
          <p className="muted">{translate('deferral.used', { used: loan.deferralsUsed, perLoan: rules.maxPerLoan })}</p>
          {loan.deferralsUsed >= rules.maxPerLoan && (
            <Notice kind="info">
              {translate('errors.MAX_DEFERRALS_PER_LOAN_REACHED', { maximum: rules.maxPerLoan })}
            </Notice>
          )}
        </>
      ) : (
        <p>{translate('deferral.notPermitted')}</p>
      )}
    </section>
  );
}
