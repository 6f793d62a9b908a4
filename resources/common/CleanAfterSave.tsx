import { useCallback, useEffect, useState } from 'react';
import { useFormContext } from 'react-hook-form';

/** Counts an edit screen's successful saves, for `<CleanAfterSave saves={saves} />`. */
export function useSaveCount() {
  const [saves, setSaves] = useState(0);
  const countSave = useCallback(() => setSaves((count) => count + 1), []);
  return { saves, countSave };
}

/**
 * After each save, what was typed is what is stored: the form becomes clean, so leaving it asks
 * nothing. Forms that keep typed values through a re-read (resetOptions keepDirtyValues, for live
 * refreshes) would otherwise stay dirty after their own save, and warn for nothing.
 */
export function CleanAfterSave({ saves }: { saves: number }) {
  const { reset, getValues } = useFormContext();
  useEffect(() => {
    if (saves > 0) reset(getValues());
  }, [saves, reset, getValues]);
  return null;
}
