// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { session } from '../../providers/session';
import { AppErrorBoundary } from './AppErrorBoundary';

function Broken(): never {
  throw new Error('render failed');
}

const Where = () => <p data-testid="where">{useLocation().pathname}</p>;

function renderApp() {
  render(
    <MemoryRouter initialEntries={['/broken']}>
      <AppErrorBoundary>
        <Routes>
          <Route path="/broken" element={<Broken />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </AppErrorBoundary>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('AppErrorBoundary', () => {
  it('reports a render error and shows /errors', async () => {
    renderApp();
    expect((await screen.findByTestId('where')).textContent).toBe('/errors');
    expect(console.error).toHaveBeenCalledWith('Render error', expect.any(Error));
  });

  it('stays put during a forced logout, whose page is on its way', () => {
    session.setForcedLogout(true);
    renderApp();
    expect(screen.queryByTestId('where')).toBeNull();
    expect(console.error).toHaveBeenCalledWith('Render error', expect.any(Error));
  });
});
