import { useState, type FormEvent } from 'react';
import type { PortalMe } from '../../domain/portal';
import { Field, Notice, RefusalNotice, useAction } from './formParts';
import { portalCall } from './portalApi';
import { usePortalWords } from './portalWords';

/** Dollars as typed ("1 500,50" or "1500.50") in cents; NaN when it is not an amount. */
export const centsOf = (typed: string) => Math.round(Number(typed.replace(/[\s$]/g, '').replace(',', '.')) * 100);

/** A renewal asked for: it reaches the agents' requests as RENEWAL_REQUEST; one at a time. */
export function RenewalCard({
  me,
  onChanged,
  onRefused,
}: {
  me: PortalMe;
  onChanged: (me: PortalMe) => void;
  onRefused: (e: unknown) => void;
}) {
  const { translate } = usePortalWords();
  const [amount, setAmount] = useState('');
  const action = useAction(onRefused);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = await action.run(() =>
      portalCall<PortalMe>('POST', '/renewal-requests', { requestedAmountCents: centsOf(amount) }),
    );
    if (next) onChanged(next);
  };
  return (
    <section className="card">
      <h2>{translate('renewal.title')}</h2>
      {me.renewalRequested ? (
        <Notice kind="success">{translate('renewal.pending')}</Notice>
      ) : (
        <form onSubmit={submit} noValidate>
          <p>{translate('renewal.intro')}</p>
          <Field
            label={translate('renewal.amount')}
            name="amount"
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={action.fieldError('requestedAmountCents')}
          />
          <RefusalNotice refusal={action.message} />
          <button type="submit" className="primary" disabled={action.busy || !amount.trim()}>
            {translate('renewal.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
