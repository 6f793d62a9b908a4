import { useCallback, useRef } from 'react';
import type { Placeholder } from '../../domain/messagePlaceholders';
import { insertAtCursor } from './insertAtCursor';

type TextInput = HTMLInputElement | HTMLTextAreaElement;

/**
 * The placeholder picker's target: the text field last focused, where its cursor was (a blurred
 * field keeps its selection). Inserting types `{{name}}` there and puts the cursor after it.
 */
export function usePlaceholderInsertion<F extends string>(
  values: Record<F, string>,
  setValue: (field: F, value: string) => void,
  fallback: F,
) {
  const inputs = useRef(new Map<F, TextInput>());
  const lastField = useRef<F>(fallback);

  const register = useCallback(
    (field: F) => ({
      inputRef: (element: TextInput | null) => {
        if (element) inputs.current.set(field, element);
        else inputs.current.delete(field);
      },
      onFocus: () => {
        lastField.current = field;
      },
    }),
    [],
  );

  const insert = useCallback(
    (placeholder: Placeholder) => {
      const field = lastField.current;
      const element = inputs.current.get(field);
      const value = values[field];
      const start = element?.selectionStart ?? value.length;
      const end = element?.selectionEnd ?? value.length;
      const next = insertAtCursor({ value, start, end }, `{{${placeholder}}}`);
      setValue(field, next.value);
      // After React wrote the new value: back into the field, the cursor after the placeholder.
      requestAnimationFrame(() => {
        element?.focus();
        element?.setSelectionRange(next.cursor, next.cursor);
      });
    },
    [values, setValue],
  );

  return { register, insert };
}
