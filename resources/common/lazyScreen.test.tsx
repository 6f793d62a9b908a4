// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadableLazy, preloadScreensAt } from './lazyScreen';

afterEach(cleanup);

const screenModule = (text: string) => ({ default: () => <p>{text}</p> });

describe('preloadableLazy', () => {
  it('renders at once, without its loading fallback, once preloaded', async () => {
    const Screen = preloadableLazy(() => Promise.resolve(screenModule('La liste')));
    await Screen.preload();
    render(
      <Suspense fallback={<p>Chargement</p>}>
        <Screen />
      </Suspense>,
    );
    // Synchronously: a screen that suspended would show the fallback first.
    expect(screen.getByText('La liste')).toBeTruthy();
    expect(screen.queryByText('Chargement')).toBeNull();
  });

  it('suspends behind its fallback when not preloaded, and downloads once however often asked', async () => {
    const load = vi.fn(() => Promise.resolve(screenModule('Le prêt')));
    const Screen = preloadableLazy(load);
    render(
      <Suspense fallback={<p>Chargement</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText('Chargement')).toBeTruthy();
    expect(await screen.findByText('Le prêt')).toBeTruthy();
    await Screen.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('preloadScreensAt', () => {
  it("downloads the screens of the routes that match the page's address, and no other", async () => {
    const list = vi.fn(() => Promise.resolve(screenModule('Clients')));
    const detail = vi.fn(() => Promise.resolve(screenModule('Client')));
    const List = preloadableLazy(list);
    const Detail = preloadableLazy(detail);
    const routes = [
      <Route key="all" path="/customers/all" element={<List />} />,
      <Route key="detail" path="/customers/detail/:customerId" element={<Detail />} />,
      <Route key="plain" path="/customers/other" element={<p>Autre</p>} />,
    ];
    await preloadScreensAt(routes, '/apps/customers/detail/12');
    expect(detail).toHaveBeenCalledTimes(1);
    expect(list).not.toHaveBeenCalled();
    await preloadScreensAt(routes, '/apps/customers/other');
    expect(list).not.toHaveBeenCalled();
  });
});
