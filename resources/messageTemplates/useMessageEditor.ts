import { useCallback, useMemo, useState } from 'react';
import { useVersionedSaveErrors } from '../common/useVersionedSaveErrors';
import { keepTyped, livePlaceholderMessages, serverFieldMessages, type FieldMessages } from './templateForm';

interface Options<Values extends object, Read> {
  /** What was read from the server; null for something new (never stale, so never updated). */
  record: Read;
  initial: Values;
  valuesOf: (read: NonNullable<Read>) => Values;
  /** The texts whose placeholders are checked as typed. */
  textFields: readonly (keyof Values & string)[];
  /** Reads it again (Update after a 409). */
  reload: () => Promise<Read | null>;
}

/**
 * What the template and frame editors hold while an administrator types: the values, the version
 * read, the fields' messages (the server's, and the placeholder problems seen as typed), and the
 * 409 alert whose Update reads again and keeps what was typed.
 */
export function useMessageEditor<Values extends object, Read>({
  record,
  initial,
  valuesOf,
  textFields,
  reload,
}: Options<Values, Read>) {
  const [read, setRead] = useState(record);
  const [values, setValues] = useState<Values>(initial);
  const [serverMessages, setServerMessages] = useState<FieldMessages>({});
  const [updating, setUpdating] = useState(false);
  const { stale, setStale, onError } = useVersionedSaveErrors();

  const setValue = useCallback(<K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerMessages(({ [field as string]: _cleared, ...rest }) => rest);
  }, []);
  const messages = useMemo(
    () => ({ ...serverMessages, ...livePlaceholderMessages(values as Partial<Record<string, string>>, textFields) }),
    [serverMessages, values, textFields],
  );

  /** After a save: the editor starts again from what the server answered. */
  function saved(answer: NonNullable<Read>) {
    setRead(answer);
    setValues(valuesOf(answer));
  }

  /** After a refused save: the field messages of a 400, the alert of a 409, a toast otherwise. */
  function failed(error: unknown) {
    setServerMessages(serverFieldMessages(error));
    onError(error);
  }

  async function update() {
    setUpdating(true);
    try {
      const latest = await reload();
      if (latest && read) {
        setValues(keepTyped(valuesOf(read), values, valuesOf(latest)));
        setRead(latest);
      }
      setStale(false);
    } finally {
      setUpdating(false);
    }
  }

  return { read, values, setValue, messages, stale, updating, update, saved, failed };
}
