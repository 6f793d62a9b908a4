import { useEffect, useRef } from 'react';
import type { PortalLoanDetail, PortalMe } from '../../domain/portal';
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

/** Asks before deferring: which payment, where it goes, and the fee it costs. */
export function DeferralDialog({ loan, payment, fee, onClose, onDeferred, onRefused }: Props) {
  const { translate, money, date } = usePortalWords();
  const dialog = useRef<HTMLDialogElement>(null);
  const action = useAction(onRefused);
  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, []);
  const params = { date: date(payment.date), amount: money(payment.amount), fee: money(fee) };
  const confirm = async () => {
    const me = await action.run(() =>
      portalCall<PortalMe>('POST', `/loans/${loan.id}/deferrals`, { paymentId: payment.id, version: loan.version }),
    );
    if (me) onDeferred(me, translate('deferral.done', params));
  };
  return (
    <dialog ref={dialog} className="dialog" aria-labelledby="deferral-title" onClose={onClose}>
      <h2 id="deferral-title">{translate('deferral.confirmTitle', params)}</h2>
      <p>{translate('deferral.confirmText', params)}</p>
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
