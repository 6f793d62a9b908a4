// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { useFocusStartOnNavigation } from './useFocusStartOnNavigation';

const top = () => document.getElementById('top');

function Shell() {
  useFocusStartOnNavigation(top);
  const navigate = useNavigate();
  return (
    <div id="top">
      <button type="button" onClick={() => navigate('/b')}>
        kept
      </button>
      <Routes>
        <Route
          path="/a"
          element={
            <button type="button" onClick={() => navigate('/b')}>
              row
            </button>
          }
        />
        <Route path="/b" element={<p>screen b</p>} />
      </Routes>
    </div>
  );
}

const renderShell = () =>
  render(
    <MemoryRouter initialEntries={['/a']}>
      <Shell />
    </MemoryRouter>,
  );

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useFocusStartOnNavigation', () => {
  it('starts the tab order at the top again when the new screen took the focused control away', async () => {
    renderShell();
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    const row = screen.getByRole('button', { name: 'row' });
    row.focus();
    act(() => fireEvent.click(row));
    await screen.findByText('screen b');
    await waitFor(() => expect(focus.mock.contexts).toContain(top()));
    // Focused for a moment and let go: no focus shown, no tab stop left behind.
    expect(document.activeElement).toBe(document.body);
    expect(top()!.hasAttribute('tabindex')).toBe(false);
  });

  it('leaves focus that is still on the page where it is', async () => {
    renderShell();
    const kept = screen.getByRole('button', { name: 'kept' });
    kept.focus();
    act(() => fireEvent.click(kept));
    await screen.findByText('screen b');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(kept);
  });
});
