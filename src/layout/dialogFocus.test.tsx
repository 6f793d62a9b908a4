// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { focusDialogsOnTheirName } from './dialogFocus';

afterEach(cleanup);
beforeAll(() => {
  focusDialogsOnTheirName();
});

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="title">
        <DialogTitle id="title">Cancel this deposit?</DialogTitle>
        <DialogContent>
          <Button>Keep it</Button>
        </DialogContent>
      </Dialog>
    </>
  );
}

describe('focusDialogsOnTheirName', () => {
  it('puts the focus of a dialog that opens on the dialog itself, named by its title', async () => {
    render(<Opener />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this deposit?' });
    await waitFor(() => expect(document.activeElement).toBe(dialog));
  });
});
