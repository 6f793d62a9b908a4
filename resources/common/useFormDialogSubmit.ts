import { useNotify } from 'react-admin';
import { useAwaitingApproval } from './awaitingApproval';
import { useApiErrorText, fieldErrorsOf } from './apiErrors';

/**
 * A dialog form's onSubmit: runs the call, shows the `success` toast and hands the answer on. A
 * refused call's field errors (400) go back on the fields (react-admin shows what onSubmit
 * answers); any other failure is notified.
 */
export function useFormDialogSubmit<Values, Answer>(
  run: (values: Values) => Promise<Answer>,
  success: string,
  onDone: (answer: Answer) => void,
  /** The dialog's action went under four eyes (issue 35): told it waits; the dialog closes. */
  onAwaitingApproval?: () => void,
) {
  const notify = useNotify();
  const errorText = useApiErrorText();
  const awaitingApproval = useAwaitingApproval();
  return async (values: Values): Promise<Record<string, string> | undefined> => {
    try {
      const answer = await run(values);
      notify(success, { type: 'success' });
      onDone(answer);
      return undefined;
    } catch (error) {
      if (awaitingApproval(error)) {
        onAwaitingApproval?.();
        return undefined;
      }
      const errors = fieldErrorsOf(error);
      if (errors) return errors;
      notify(errorText(error), { type: 'error' });
      return undefined;
    }
  };
}
