import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PreviewMessageInput } from '../../domain/messageTemplates';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';

/** Typing pauses this long before the preview is asked for again. */
export const PREVIEW_DEBOUNCE_MS = 400;

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/**
 * The server's rendering of what is being typed, for a real customer: asked again once typing
 * pauses, the previous rendering kept on screen meanwhile. Nothing without a customer.
 */
export function useMessagePreview(input: PreviewMessageInput | null) {
  const dataProvider = useGuichetDataProvider();
  const key = useDebounced(input ? JSON.stringify(input) : null, PREVIEW_DEBOUNCE_MS);
  return useQuery({
    queryKey: ['messages', 'preview', key],
    queryFn: () => dataProvider.previewMessage(JSON.parse(key!) as PreviewMessageInput),
    enabled: key !== null,
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: false,
    retry: false,
  });
}
