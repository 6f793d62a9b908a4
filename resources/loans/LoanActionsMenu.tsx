import { useState } from 'react';
import { Button, ListItemText, Menu, MenuItem } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useCanAccess } from 'react-admin';
import { useTranslate } from '../../providers/translation';
import type { LoanRecord } from '../../providers/loanWire';
import { useLiveEditGuard } from '../common/liveEditGuards';
import type { LoanDialogEntry } from './dialogs/loanDialogTypes';
import { menuEntryStates } from './loanMenu';
import { loanScreenDialogs } from './loanScreenDialogs';
import { useLoanRecord, useReplaceLoan } from './useLoan';

/** Writing a loan off and undoing it are the books' too: only for those who keep them (issue 34). */
const BOOKS_DIALOGS = ['writeOff', 'reverseWriteOff'];

interface Props {
  /** What to do with the loan as the server answered an action (its new version): by default, show it. */
  onDone?: (loan: LoanRecord) => void;
}

/**
 * The loan screen's "Actions": the dialogs that apply to the loan now (the server's flags), among
 * those the agent's permissions allow — an action refused for lack of rights would end the
 * session (spec §4's 403).
 */
export function LoanActionsMenu({ onDone }: Props) {
  const loan = useLoanRecord();
  const replace = useReplaceLoan();
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState<LoanDialogEntry | null>(null);
  const { canAccess: canUpdate } = useCanAccess({ resource: 'loans', action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: 'loans', action: 'delete' });
  const { canAccess: keepsBooks } = useCanAccess({ resource: 'accounting', action: 'manage' });
  const permitted = (entry: LoanDialogEntry) =>
    entry.key === 'statement'
      ? true
      : entry.key === 'delete'
        ? canDelete === true
        : BOOKS_DIALOGS.includes(entry.key)
          ? canUpdate === true && keepsBooks === true
          : canUpdate === true;
  const states = menuEntryStates(loan, loanScreenDialogs()).filter((state) => permitted(state.entry));
  const entries = states.filter((state) => state.available).map((state) => state.entry);
  // The loan read again (Update, another action) may no longer allow the open dialog: it closes, the screen says why.
  if (open && !entries.some((entry) => entry.key === open.key)) setOpen(null);
  // While a dialog that changes the loan is open, a change made elsewhere does not reload the loan under it: its save gets the 409 and Update.
  useLiveEditGuard('loans', loan.id, loan.version, open !== null && open.key !== 'statement');

  // A loan made but not yet started has one thing to do next: the button says it where the eye goes.
  const next = entries.find((entry) => entry.key === 'start');
  return (
    <>
      {next && (
        <Button variant="contained" onClick={() => setOpen(next)} data-testid="loan-next-action">
          {translate(next.label)}
        </Button>
      )}
      <Button
        variant={next ? 'outlined' : 'contained'}
        endIcon={<ArrowDropDownIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={entries.length === 0}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        data-testid="loan-actions"
      >
        {translate('resources.loans.actions.menu')}
      </Button>
      {/* What does not apply now stays in the list, disabled with its reason, and reachable by the keyboard to be read. */}
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { disabledItemsFocusable: true } }}
      >
        {states.map(({ entry, available, reason }) => (
          <MenuItem
            key={entry.key}
            data-testid={`loan-action-${entry.key}`}
            disabled={!available}
            onClick={() => {
              setAnchor(null);
              setOpen(entry);
            }}
          >
            <ListItemText
              primary={translate(entry.label)}
              secondary={reason && translate(reason)}
              slotProps={{ secondary: { sx: { whiteSpace: 'normal', maxWidth: 320 } } }}
            />
          </MenuItem>
        ))}
      </Menu>
      {open && <open.Dialog open onClose={() => setOpen(null)} onDone={onDone ?? replace} />}
    </>
  );
}
