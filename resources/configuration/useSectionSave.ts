import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useVersionedSaveErrors } from '../common/useVersionedSaveErrors';
import { fieldErrorsOf } from '../common/apiErrors';

/**
 * Saving a versioned configuration form: a success toast and the form restarted from the server's
 * answer; a 409 raises the "press Update" alert with what was typed kept; a 400 puts its field
 * errors back on the form (react-admin shows what onSubmit answers), anything else is notified.
 */
export function useSectionSave<Input, Answer>(
  save: (input: Input) => Promise<Answer>,
  success: string,
  onSaved: (answer: Answer) => void,
) {
  const notify = useNotify();
  const { stale, setStale, onError } = useVersionedSaveErrors();
  // A saved form starts again from what the server answered (nothing left "typed").
  const [generation, setGeneration] = useState(0);
  const mutation = useMutation({ mutationFn: save });

  async function submit(input: Input): Promise<Record<string, string> | undefined> {
    try {
      const answer = await mutation.mutateAsync(input);
      notify(success, { type: 'success' });
      setGeneration((n) => n + 1);
      onSaved(answer);
      return undefined;
    } catch (error) {
      onError(error);
      return fieldErrorsOf(error);
    }
  }

  return { submit, stale, setStale, generation, saving: mutation.isPending };
}
