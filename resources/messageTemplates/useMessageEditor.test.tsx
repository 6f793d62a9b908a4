// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminContext, HttpError } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { catalogues } from '../../i18n/catalogues';
import { useMessageEditor } from './useMessageEditor';

afterEach(cleanup);

interface Read {
  version: number;
  title: string;
  body: string;
}
const valuesOf = ({ title, body }: Read) => ({ title, body });
const first: Read = { version: 1, title: 'Rappel', body: 'Bonjour {{customer.firstName}}' };

function renderEditor(latest: Read | null) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AdminContext i18nProvider={polyglotI18nProvider(() => catalogues.en, 'en')}>{children}</AdminContext>
  );
  return renderHook(
    () =>
      useMessageEditor<{ title: string; body: string }, Read | null>({
        record: first,
        initial: valuesOf(first),
        valuesOf,
        textFields: ['body'],
        reload: async () => latest,
      }),
    { wrapper },
  );
}

describe('useMessageEditor', () => {
  it('shows a placeholder problem as typed, and the server’s field message until the field changes', () => {
    const { result } = renderEditor(null);
    act(() => result.current.setValue('body', 'Bonjour {{nothing}}'));
    expect(result.current.messages.body).toMatchObject({ params: { placeholder: '{{nothing}}' } });

    act(() =>
      result.current.failed(
        new HttpError('errors.VALIDATION_ERROR', 400, { errors: { title: 'validation.required' } }),
      ),
    );
    expect(result.current.messages.title).toEqual({ key: 'validation.required' });
    act(() => result.current.setValue('title', 'Rappel amical'));
    expect(result.current.messages.title).toBeUndefined();
  });

  it('after a 409, Update keeps what was typed and takes the rest from what was read again', async () => {
    const { result } = renderEditor({ version: 2, title: 'Rappel (modifié)', body: 'Salut' });
    act(() => result.current.setValue('body', 'Bonjour à vous'));
    act(() => result.current.failed(new HttpError('errors.STALE_VERSION', 409, {})));
    expect(result.current.stale).toBe(true);

    await act(() => result.current.update());
    expect(result.current.stale).toBe(false);
    expect(result.current.read).toMatchObject({ version: 2 });
    expect(result.current.values).toEqual({ title: 'Rappel (modifié)', body: 'Bonjour à vous' });
  });

  it('starts again from what a save answered', () => {
    const { result } = renderEditor(null);
    act(() => result.current.setValue('title', 'typed'));
    act(() => result.current.saved({ version: 5, title: 'Saved', body: 'Text' }));
    expect(result.current.read).toEqual({ version: 5, title: 'Saved', body: 'Text' });
    expect(result.current.values).toEqual({ title: 'Saved', body: 'Text' });
  });
});
