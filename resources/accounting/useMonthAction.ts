import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useApiErrorText } from '../common/apiErrors';

/** Runs a month's action, then refreshes the books' figures and says how it went. */
export function useMonthAction<Input>(run: (input: Input) => Promise<unknown>, success: string, onDone: () => void) {
  const notify = useNotify();
  const errorText = useApiErrorText();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      notify(success, { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['accounting'] });
      onDone();
    },
    onError: (error) => notify(errorText(error), { type: 'error' }),
  });
}
