import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import type { LoanRecord } from '../../providers/loanWire';
import { isStaleVersion } from '../common/apiErrors';
import { useAwaitingApproval } from '../common/awaitingApproval';
import { useReloadLoan } from './useLoan';
import { useNotifyError } from './notifyError';

interface Options<Input> {
  loanId: number;
  run: (input: Input) => Promise<LoanRecord>;
  /** Spec §8's success message (`messages.*`). */
  success: string;
  onSuccess: (loan: LoanRecord) => void;
  /** A 400's field errors ({ field: key }), for a form to show on its fields. */
  onFieldErrors?: (errors: Record<string, string>) => void;
  /** The action went under four eyes (issue 35): told it waits for a second person. */
  onAwaitingApproval?: () => void;
}

/**
 * One loan action sent with the version read: the success message and the server's answer; a
 * stale version (409) asks for Update, which reads the loan again (the screen hands the dialog
 * the new version) and keeps what was typed; any other refusal is said as the server says it.
 */
export function useLoanAction<Input>({
  loanId,
  run,
  success,
  onSuccess,
  onFieldErrors,
  onAwaitingApproval,
}: Options<Input>) {
  const notify = useNotify();
  const notifyError = useNotifyError();
  const reload = useReloadLoan(loanId);
  const awaitingApproval = useAwaitingApproval();
  const [stale, setStale] = useState(false);
  const [updating, setUpdating] = useState(false);
  const mutation = useMutation({
    mutationFn: run,
    onSuccess: (loan) => {
      notify(success, { type: 'success' });
      onSuccess(loan);
    },
    onError: (error: Error & { body?: { errors?: Record<string, string> } }) => {
      if (isStaleVersion(error)) return setStale(true);
      if (awaitingApproval(error)) return onAwaitingApproval?.();
      if (error.body?.errors && onFieldErrors) onFieldErrors(error.body.errors);
      notifyError(error);
    },
  });
  const update = async () => {
    setUpdating(true);
    await reload();
    setUpdating(false);
    setStale(false);
  };
  return { mutation, stale, updating, update };
}
