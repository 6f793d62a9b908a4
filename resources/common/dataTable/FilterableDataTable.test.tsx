// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nContextProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { catalogues } from '../../../i18n/catalogues';
import { FilterableDataTable } from './FilterableDataTable';

const rows = [
  { id: 1, name: 'Tremblay', relation: 'Mère' },
  { id: 2, name: 'Gagnon', relation: '' },
  { id: 3, name: 'Roy', relation: 'Ami' },
];

function renderTable(language: 'fr' | 'en') {
  render(
    <I18nContextProvider value={polyglotI18nProvider(() => catalogues[language], language)}>
      <FilterableDataTable
        rows={rows}
        rowKey={(row) => row.id}
        emptyLabel="dataTable.noMatch"
        columns={[
          { field: 'name', label: 'resources.users.fields.displayName' },
          { field: 'relation', label: 'resources.users.fields.email' },
        ]}
      />
    </I18nContextProvider>,
  );
}
const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[0]?.textContent);

afterEach(cleanup);

describe('FilterableDataTable', () => {
  it('filters a column as typed, with an empty cell always matching', () => {
    renderTable('fr');
    fireEvent.change(screen.getByLabelText(/Filtrer « Courriel »/), { target: { value: 'mè' } });
    expect(names()).toEqual(['Tremblay', 'Gagnon']);
  });

  it('offers the six modes in the current language and applies the chosen one', () => {
    renderTable('en');
    fireEvent.mouseDown(screen.getByLabelText(/Filter mode for “Display name”/));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Contains', 'Starts with', 'Ends with', 'Equals', 'Greater than', 'Less than']);
    fireEvent.click(screen.getByRole('option', { name: 'Ends with' }));
    fireEvent.change(screen.getByLabelText(/Filter “Display name”/), { target: { value: 'ON' } });
    expect(names()).toEqual(['Gagnon']);
  });

  it('says when no row matches', () => {
    renderTable('en');
    fireEvent.change(screen.getByLabelText(/Filter “Display name”/), { target: { value: 'zzz' } });
    expect(screen.getByText('No row matches the filters')).toBeTruthy();
  });
});
