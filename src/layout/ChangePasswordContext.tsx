import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { ChangePasswordDialog } from './ChangePasswordDialog';

const OpenChangePassword = createContext<() => void>(() => {});

/** The menu (reduced menu item) and the user menu both open the same dialog. */
export const useOpenChangePassword = () => useContext(OpenChangePassword);

export function ChangePasswordProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const openDialog = useMemo(() => () => setOpen(true), []);
  return (
    <OpenChangePassword.Provider value={openDialog}>
      {children}
      <ChangePasswordDialog open={open} onClose={() => setOpen(false)} />
    </OpenChangePassword.Provider>
  );
}
