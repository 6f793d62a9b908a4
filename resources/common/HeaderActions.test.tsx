// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HeaderActions } from './HeaderActions';

afterEach(cleanup);

describe('HeaderActions', () => {
  it('keeps an action that does not apply focusable, disabled to assistive technology, described by why', () => {
    const send = vi.fn();
    const cancel = vi.fn();
    render(
      <HeaderActions
        actions={[
          { key: 'send', label: 'Send', reason: 'With the provider', onClick: send },
          { key: 'cancel', label: 'Cancel', reason: null, onClick: cancel },
        ]}
      />,
    );
    const unavailable = screen.getByRole('button', { name: 'Send' });
    expect(unavailable.getAttribute('aria-disabled')).toBe('true');
    expect(unavailable.hasAttribute('disabled')).toBe(false);
    expect(unavailable.tabIndex).toBe(0);
    unavailable.focus();
    expect(document.activeElement).toBe(unavailable);
    expect(document.getElementById(unavailable.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Send — With the provider',
    );
    fireEvent.click(unavailable);
    expect(send).not.toHaveBeenCalled();

    const available = screen.getByRole('button', { name: 'Cancel' });
    expect(available.hasAttribute('aria-disabled')).toBe(false);
    fireEvent.click(available);
    expect(cancel).toHaveBeenCalledOnce();
  });
});
