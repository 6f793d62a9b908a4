import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { PortalError } from './portalApi';
import { portalKey, usePortalWords } from './portalWords';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** A validation key from the server, or null. */
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its error under it, tied by aria-describedby. */
export function Field({ label, error, ...input }: FieldProps) {
  const id = useId();
  const { say } = usePortalWords();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {say(error)}
        </p>
      )}
    </div>
  );
}

export function Notice({ kind, children }: { kind: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <p className={`notice notice-${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}

/**
 * One form's call: busy while it runs, its refusal kept (the message and each field's key) until
 * the next try. `run` answers undefined when the call was refused.
 */
export function useAction(onRefused?: (error: unknown) => void) {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<PortalError | null>(null);
  const run = async <T,>(call: () => Promise<T>): Promise<T | undefined> => {
    setBusy(true);
    setRefusal(null);
    try {
      return await call();
    } catch (error) {
      const refused = error instanceof PortalError ? error : new PortalError(0, portalKey('errors.UNEXPECTED_ERROR'));
      setRefusal(refused);
      onRefused?.(refused);
      return undefined;
    } finally {
      setBusy(false);
    }
  };
  return {
    busy,
    run,
    clear: () => setRefusal(null),
    fieldError: (field: string) => refusal?.fieldErrors[field] ?? null,
    /** The refusal's message, unless it is only about fields (each shows its own). */
    message: refusal && refusal.key !== portalKey('errors.VALIDATION_ERROR') ? refusal : null,
  };
}

/** A refusal's message as a banner. */
export function RefusalNotice({ refusal }: { refusal: PortalError | null }) {
  const { say } = usePortalWords();
  return refusal ? <Notice kind="error">{say(refusal.key, refusal.params)}</Notice> : null;
}
