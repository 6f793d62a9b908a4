// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, EditBase, TextInput, useGetList, type DataProvider } from 'react-admin';
import { Form } from '../common/Form';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en } from '../../i18n/en';
import { catalogues } from '../../i18n/catalogues';
import { EditStaleVersionAlert } from '../common/EditStaleVersionAlert';
import { createLiveRecordRefresher } from './liveRecordRefresh';

afterEach(cleanup);

const KEEP_TYPED = { keepDirtyValues: true } as const;

function ListCount() {
  const { total } = useGetList('requests', { pagination: { page: 1, perPage: 5 } });
  return <output data-testid="list-total">{total}</output>;
}

function setup() {
  let stored = { id: 5, version: 1, origin: 'INTERNAL', note: 'first' };
  let listTotal = 1;
  const dataProvider = {
    getOne: vi.fn(async () => ({ data: stored })),
    getList: vi.fn(async () => ({ data: [stored], total: listTotal })),
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AdminContext
      dataProvider={dataProvider as unknown as DataProvider}
      queryClient={queryClient}
      i18nProvider={polyglotI18nProvider(() => catalogues.en, 'en')}
    >
      <ListCount />
      <EditBase
        resource="requests"
        id={5}
        mutationMode="pessimistic"
        redirect={false}
        queryOptions={{ refetchOnWindowFocus: false }}
      >
        <Form resetOptions={KEEP_TYPED}>
          <EditStaleVersionAlert stale={false} onUpdated={() => {}} />
          <TextInput source="origin" />
          <TextInput source="note" />
        </Form>
      </EditBase>
    </AdminContext>,
  );
  const refresher = createLiveRecordRefresher(queryClient, { delayMs: 0 });
  const changeElsewhere = (fields: Partial<typeof stored>) => {
    stored = { ...stored, ...fields, version: stored.version + 1 };
    listTotal += 1;
    refresher.handle({ kind: 'changed', resource: 'requests', id: 5, version: stored.version });
  };
  return { dataProvider, changeElsewhere };
}

const field = (name: string) => document.querySelector(`input[name="${name}"]`) as HTMLInputElement;
const warning = () => screen.queryByText(en.resources.liveRefresh.changedElsewhere);

describe('live refresh of records changed elsewhere', () => {
  it('reloads open lists and a form the agent has not typed in', async () => {
    const { changeElsewhere } = setup();
    await waitFor(() => expect(field('note').value).toBe('first'));
    expect(screen.getByTestId('list-total').textContent).toBe('1');
    changeElsewhere({ note: 'changed by Marc' });
    await waitFor(() => expect(field('note').value).toBe('changed by Marc'));
    await waitFor(() => expect(screen.getByTestId('list-total').textContent).toBe('2'));
    expect(warning()).toBeNull();
  });

  it('warns a form being typed in instead of reloading it, and Update keeps what was typed', async () => {
    const { dataProvider, changeElsewhere } = setup();
    await waitFor(() => expect(field('note').value).toBe('first'));
    fireEvent.change(field('note'), { target: { value: 'my note' } });
    const readsBefore = dataProvider.getOne.mock.calls.length;

    changeElsewhere({ origin: 'EXTERNAL' });
    expect(await screen.findByText(en.resources.liveRefresh.changedElsewhere)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('list-total').textContent).toBe('2'));
    expect(dataProvider.getOne.mock.calls.length).toBe(readsBefore);
    expect(field('origin').value).toBe('INTERNAL');

    fireEvent.click(screen.getByRole('button', { name: en.concurrency.update }));
    await waitFor(() => expect(field('origin').value).toBe('EXTERNAL'));
    expect(field('note').value).toBe('my note');
    await waitFor(() => expect(warning()).toBeNull());
  });
});
