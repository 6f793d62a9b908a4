import { useRef, useState, type FormEvent } from 'react';
import { Field, Notice, RefusalNotice, useAction } from './formParts';
import { portalCall } from './portalApi';
import { usePortalWords } from './portalWords';

/** A void cheque sent to the borrower's file, where the agents find it among the documents. */
export function VoidChequeUpload({ onRefused }: { onRefused: (error: unknown) => void }) {
  const { translate } = usePortalWords();
  const input = useRef<HTMLInputElement>(null);
  const [sent, setSent] = useState<string | null>(null);
  const action = useAction(onRefused);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent(null);
    const file = input.current?.files?.[0];
    const body = new FormData();
    if (file) body.append('file', file);
    const document = await action.run(() => portalCall<{ name: string }>('POST', '/documents', body));
    if (document) {
      setSent(document.name);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <section className="card">
      <h2>{translate('banking.document.title')}</h2>
      <form onSubmit={submit} noValidate>
        <p>{translate('banking.document.intro')}</p>
        <Field
          ref={input}
          label={translate('banking.document.choose')}
          name="file"
          type="file"
          accept="application/pdf,image/png,image/jpeg"
          error={action.fieldError('file')}
        />
        <RefusalNotice refusal={action.message} />
        {sent && <Notice kind="success">{translate('banking.document.sent', { name: sent })}</Notice>}
        <button type="submit" className="primary" disabled={action.busy}>
          {translate('banking.document.submit')}
        </button>
      </form>
    </section>
  );
}
