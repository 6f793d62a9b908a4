/** A text field's value and where its cursor (or selection) was. */
export interface CursorState {
  value: string;
  start: number;
  end: number;
}

/**
 * The text with `insert` typed at the cursor, replacing the selection, and where the cursor lands
 * (just after it). A position out of range (the field changed since) is clamped to the text.
 */
export function insertAtCursor({ value, start, end }: CursorState, insert: string): { value: string; cursor: number } {
  const from = Math.max(0, Math.min(start, value.length));
  const to = Math.max(from, Math.min(end, value.length));
  return { value: value.slice(0, from) + insert + value.slice(to), cursor: from + insert.length };
}
