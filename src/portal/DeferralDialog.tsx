import { useEffect, useRef } from 'react';
import { DEFERRED_PAYMENT, deferralFeePaymentOf, presentedIdsOf } from '../../domain/feePayment';
import type { PortalDeferralAnswer, PortalLoanDetail, PortalMe } from '../../domain/portal';
import { RefusalNotice, useAction } from './formParts';
import { portalCall } from './portalApi';
import { usePortalWords } from './portalWords';

interface Props {
  loan: PortalLoanDetail;
  payment: PortalLoanDetail['payments'][number];
  fee: number;
  onClose: () => void;
  onDeferred: (me: PortalMe, message: string) => void;
  onRefused: (error: unknown) => void;
}

/**
 * Asks before deferring: which payment, where it goes, the fee and the payment that will collect
 * it (the loan engine's own rule: never a payment whose debit is already at the bank, which the
 * dialog says stays as it is). Once done, says where the fee went and that payment's amount now.
 */
export function DeferralDialog({ loan, payment, fee, onClose, onDeferred, onRefused }: Props) {
  const { translate, money, date } = usePortalWords();
  const dialog = useRef<HTMLDialogElement>(null);
  const action = useAction(onRefused);
  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, []);
  const presented = presentedIdsOf(loan.payments);
  const feePayment = deferralFeePaymentOf(loan.payments, presented, payment.id);
  const atBank = loan.payments.find((line) => line.status === 'SCHEDULED' && presented.has(line.id));
  const params = { date: date(payment.date), amount: money(payment.amount), fee: money(fee) };
  const confirm = async () => {
    const answer = await action.run(() =>
      portalCall<PortalDeferralAnswer>('POST', `/loans/${loan.id}/deferrals`, {
        paymentId: payment.id,
        version: loan.version,
      }),
    );
    if (!answer) return;
    const { deferral, ...me } = answer;
    const done = translate('deferral.done', { date: date(deferral.date), newDate: date(deferral.newDate) });
    const feeDone =
      deferral.fee > 0 && deferral.feePayment
        ? translate('deferral.doneFee', {
            fee: money(deferral.fee),
            feeDate: date(deferral.feePayment.date),
            feeAmount: money(deferral.feePayment.amount),
          })
        : null;
    onDeferred(me, feeDone ? `${done} ${feeDone}` : done);
  };
  return (
    <dialog ref={dialog} className="dialog" aria-labelledby="deferral-title" onClose={onClose}>
      <h2 id="deferral-title">{translate('deferral.confirmTitle', params)}</h2>
      <p>{translate('deferral.confirmText', params)}</p>
      {fee > 0 && (
        <p data-testid="deferral-fee">
          {feePayment === DEFERRED_PAYMENT || feePayment === null
            ? translate('deferral.feeOnDeferred', params)
            : translate('deferral.feeOn', { ...params, feeDate: date(feePayment.date) })}
        </p>
      )}
      {atBank && (
        <p className="muted">
          {translate('deferral.alreadyAtBank', { date: date(atBank.date), amount: money(atBank.amount) })}
        </p>
      )}
      <RefusalNotice refusal={action.message} />
      <div className="dialog-actions">
        <button type="button" className="link-button" onClick={onClose}>
          {translate('deferral.cancel')}
        </button>
        <button type="button" className="primary" onClick={confirm} disabled={action.busy}>
          {translate('deferral.confirm')}
        </button>
      </div>
    </dialog>
  );
}
