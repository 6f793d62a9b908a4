import type { ReactNode } from 'react';

/**
 * Clicks inside a table row's controls, including their dialogs (React events bubble through
 * portals), must not also open the row.
 */
export const StopRowClick = ({ children }: { children: ReactNode }) => (
  <span onClick={(event) => event.stopPropagation()} style={{ display: 'inline-flex', alignItems: 'center' }}>
    {children}
  </span>
);
