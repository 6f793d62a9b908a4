/**
 * A wide table scrolls inside its card. Its zero width keeps it out of the page's minimum width
 * (react-admin's content area is a flex item that would otherwise grow past the window), and
 * `minWidth: 100%` then gives it the card's whole width. Spread into an `sx`.
 */
export const SIDEWAYS_SCROLL = { width: 0, minWidth: '100%', overflowX: 'auto', boxSizing: 'border-box' } as const;
