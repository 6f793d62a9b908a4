import { useState, type FormEvent } from 'react';
import type { PortalBranding, PortalMe } from '../../domain/portal';
import { Field, Notice, RefusalNotice, useAction } from './formParts';
import { PadAgreement } from './PadAgreement';
import { portalCall } from './portalApi';
import { usePortalWords } from './portalWords';
import { VoidChequeUpload } from './VoidChequeUpload';

interface Props {
  me: PortalMe;
  branding: PortalBranding | null;
  onChanged: (me: PortalMe) => void;
  onRefused: (error: unknown) => void;
}

const EMPTY = { transit: '', institution: '', account: '' };

/** The account debits come from, a new one with its PAD agreement accepted, and a void cheque. */
export function BankingPage({ me, branding, onChanged, onRefused }: Props) {
  const { translate, say } = usePortalWords();
  const [form, setForm] = useState(EMPTY);
  const [accepted, setAccepted] = useState(false);
  const [saved, setSaved] = useState(false);
  const action = useAction(onRefused);
  const digits = (field: keyof typeof EMPTY) => ({
    name: field,
    inputMode: 'numeric' as const,
    value: form[field],
    onChange: (event: { target: { value: string } }) =>
      setForm({ ...form, [field]: event.target.value.replace(/\D/g, '') }),
    error: action.fieldError(field),
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const next = await action.run(() => portalCall<PortalMe>('PUT', '/banking', { ...form, padAccepted: accepted }));
    if (next) {
      setForm(EMPTY);
      setAccepted(false);
      setSaved(true);
      onChanged(next);
    }
  };
  return (
    <>
      <h1 className="greeting">{translate('banking.title')}</h1>
      <section className="card">
        <p data-testid="current-bank">
          {me.bank
            ? translate('banking.current', {
                transit: me.bank.transit,
                institution: me.bank.institution,
                ending: me.bank.accountEnding,
              })
            : translate('banking.none')}
        </p>
        {saved && <Notice kind="success">{translate('banking.saved')}</Notice>}
      </section>
      <section className="card">
        <h2>{translate('banking.change')}</h2>
        <form onSubmit={submit} noValidate>
          <Field label={translate('banking.transit')} maxLength={5} {...digits('transit')} />
          <Field label={translate('banking.institution')} maxLength={3} {...digits('institution')} />
          <Field label={translate('banking.account')} maxLength={12} {...digits('account')} />
          <PadAgreement me={me} branding={branding} />
          <label className="check">
            <input type="checkbox" checked={accepted} onChange={(event) => setAccepted(event.target.checked)} />
            <span>{translate('banking.pad.accept')}</span>
          </label>
          {action.fieldError('padAccepted') && <p className="field-error">{say(action.fieldError('padAccepted')!)}</p>}
          <RefusalNotice refusal={action.message} />
          <button type="submit" className="primary" disabled={action.busy}>
            {translate('banking.submit')}
          </button>
        </form>
      </section>
      <VoidChequeUpload onRefused={onRefused} />
    </>
  );
}
