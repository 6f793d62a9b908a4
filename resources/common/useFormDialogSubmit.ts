import { useNotify } from 'react-admin';
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
) {
  const notify = useNotify();
  const errorText = useApiErrorText();
  return async (values: Values): Promise<Record<string, string> | undefined> => {
    try {
      const answer = await run(values);
      notify(success, { type: 'success' });
      onDone(answer);
      return undefined;
    } catch (error) {
      const errors = fieldErrorsOf(error);
      if (errors) return errors;
      notify(errorText(error), { type: 'error' });
      return undefined;
    }
  };
}
