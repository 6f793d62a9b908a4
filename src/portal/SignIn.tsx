import { useState, type FormEvent } from 'react';
import type { PortalMe } from '../../domain/portal';
import { Field, Notice, RefusalNotice, useAction } from './formParts';
import { portalCall } from './portalApi';
import { portalMember, usePortalWords, type PortalKey } from './portalWords';

interface CodeSent {
  channel: 'EMAIL' | 'SMS';
  validMinutes: number;
}

/**
 * Passwordless sign-in: the borrower types the email or cellphone on file, receives a one-time
 * code there, and types it here. The first answer is the same whether the address is on file.
 */
export function SignIn({ notice, onSignedIn }: { notice?: PortalKey; onSignedIn: (me: PortalMe) => void }) {
  const { translate } = usePortalWords();
  const [address, setAddress] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<CodeSent | null>(null);
  const action = useAction();

  const sendCode = async (event?: FormEvent) => {
    event?.preventDefault();
    const answer = await action.run(() => portalCall<CodeSent>('POST', '/sign-in/code', { address }));
    if (answer) {
      setSent(answer);
      setCode('');
    }
  };
  const signIn = async (event: FormEvent) => {
    event.preventDefault();
    const me = await action.run(() => portalCall<PortalMe>('POST', '/sign-in', { address, code }));
    if (me) onSignedIn(me);
  };

  return (
    <section className="card sign-in">
      <h1>{translate('signIn.title')}</h1>
      {notice && !sent && <Notice kind="info">{translate(notice)}</Notice>}
      {!sent ? (
        <form onSubmit={sendCode} noValidate>
          <p>{translate('signIn.intro')}</p>
          <Field
            label={translate('signIn.address')}
            name="address"
            autoComplete="username"
            inputMode="email"
            value={address}
            onChange={(event) => setAddress(event.target.value)}
            error={action.fieldError('address')}
            required
          />
          <RefusalNotice refusal={action.message} />
          <button type="submit" className="primary" disabled={action.busy || !address.trim()}>
            {translate('signIn.sendCode')}
          </button>
        </form>
      ) : (
        <form onSubmit={signIn} noValidate>
          <Notice kind="info">
            {translate(portalMember('signIn', `sent${sent.channel}`), { minutes: sent.validMinutes })}
          </Notice>
          <Field
            label={translate('signIn.code')}
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
            error={action.fieldError('code')}
            required
          />
          <RefusalNotice refusal={action.message} />
          <button type="submit" className="primary" disabled={action.busy || code.length !== 6}>
            {translate('signIn.submit')}
          </button>
          <div className="row-links">
            <button type="button" className="link-button" onClick={() => sendCode()} disabled={action.busy}>
              {translate('signIn.newCode')}
            </button>
            <button
              type="button"
              className="link-button"
              onClick={() => {
                setSent(null);
                action.clear();
              }}
            >
              {translate('signIn.otherAddress')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
