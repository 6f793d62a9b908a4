/**
 * Styles that keep an element for screen readers and out of sight (a table's name, a chart's figures):
 * not display:none, which would hide it from both.
 */
export const SCREEN_READER_ONLY = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
