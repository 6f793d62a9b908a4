import { lazy, Suspense, useState } from 'react';
import { Button } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useCanAccess } from 'react-admin';
import { useTranslate } from '../../providers/translation';
import type { CustomerRecord } from '../../providers/customerWire';

// Downloaded when first opened: the customer screen stays as light as it was.
const SendMessageDialog = lazy(() =>
  import('./SendMessageDialog').then((module) => ({ default: module.SendMessageDialog })),
);

/** The customer screen's "Send a message": for agents who may change customers, never on a merged profile. */
export function SendMessageButton({ customer }: { customer: CustomerRecord }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { canAccess = false } = useCanAccess({ resource: 'customers', action: 'edit' });
  if (!canAccess || customer.status === 'MERGED') return null;
  return (
    <>
      <Button variant="outlined" size="small" startIcon={<SendIcon />} onClick={() => setOpen(true)}>
        {translate('resources.messageTemplates.send.button')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SendMessageDialog customer={customer} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
