import { useState } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { useTranslate } from '../../providers/translation';
import type { RequestStatus } from '../../domain/requests';
import type { LoanRequestRecord } from '../../providers/requestWire';
import { useLiveEditGuard } from '../common/liveEditGuards';
import { allowedTargets } from './statusChange';
import { RequestStatusDialog } from './RequestStatusDialog';

interface Props {
  request: LoanRequestRecord;
  reload: () => Promise<unknown>;
}

/** "Change status": only the changes the shared rules allow from the request's status. */
export function RequestStatusActions({ request, reload }: Props) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [target, setTarget] = useState<RequestStatus | null>(null);
  // An open dialog keeps the version it was opened on: a change made elsewhere meanwhile gets the 409 and Update.
  useLiveEditGuard('requests', request.id, request.version, target !== null);
  const targets = allowedTargets(request.status);
  if (targets.length === 0) return null;

  return (
    <>
      <Button
        variant="contained"
        startIcon={<SwapHorizIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
      >
        {translate('resources.requests.actions.changeStatus')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {targets.map((status) => (
          <MenuItem
            key={status}
            onClick={() => {
              setAnchor(null);
              setTarget(status);
            }}
          >
            {translate(`resources.requests.status.${status}`)}
          </MenuItem>
        ))}
      </Menu>
      {target && (
        <RequestStatusDialog request={request} target={target} onClose={() => setTarget(null)} reload={reload} />
      )}
    </>
  );
}
