/** GET /api/quick-panel/data in react-query. */
export const QUICK_PANEL_KEY = ['quick-panel'] as const;
