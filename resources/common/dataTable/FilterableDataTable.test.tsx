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
        label="resources.customers.tabs.references"
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
// While a filter's popover is open the table behind it is hidden from assistive technologies.
const names = () =>
  screen
    .getAllByRole('row', { hidden: true })
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell', { hidden: true })[0]?.textContent);

afterEach(cleanup);

/** Opens a column's filter from its header button; the popover holds the mode and the text. */
function openFilter(column: RegExp) {
  fireEvent.click(screen.getByRole('button', { name: column }));
  return screen.getByRole('dialog', { name: column });
}

describe('FilterableDataTable', () => {
  it('is named, in the current language, for screen readers listing the tables', () => {
    renderTable('en');
    expect(screen.getByRole('table', { name: 'References' })).toBeTruthy();
  });

  it('filters a column as typed, with an empty cell always matching', () => {
    renderTable('fr');
    const panel = openFilter(/Filtrer « Courriel »/);
    fireEvent.change(within(panel).getByLabelText('Valeur'), { target: { value: 'mè' } });
    expect(names()).toEqual(['Tremblay', 'Gagnon']);
  });

  it('offers the six modes in the current language and applies the chosen one', () => {
    renderTable('en');
    const panel = openFilter(/Filter “Display name”/);
    fireEvent.mouseDown(within(panel).getByRole('combobox', { name: 'Mode' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Contains', 'Starts with', 'Ends with', 'Equals', 'Greater than', 'Less than']);
    fireEvent.click(screen.getByRole('option', { name: 'Ends with' }));
    fireEvent.change(within(panel).getByLabelText('Value'), { target: { value: 'ON' } });
    expect(names()).toEqual(['Gagnon']);
  });

  it("shows the filters in use above the table, each removable, and marks its column's button", () => {
    renderTable('en');
    const panel = openFilter(/Filter “Display name”/);
    fireEvent.change(within(panel).getByLabelText('Value'), { target: { value: 'ro' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('button', { name: /Filter “Display name”/ }).getAttribute('aria-pressed')).toBe('true');
    const inUse = screen.getByRole('group', { name: 'Filters in use' });
    expect(inUse.textContent).toBe('Display name: contains “ro”');
    expect(names()).toEqual(['Roy']);
    fireEvent.click(within(inUse).getByTestId('CancelIcon'));
    expect(names()).toEqual(['Tremblay', 'Gagnon', 'Roy']);
    expect(screen.queryByRole('group', { name: 'Filters in use' })).toBeNull();
  });

  it('says when no row matches', () => {
    renderTable('en');
    fireEvent.change(within(openFilter(/Filter “Display name”/)).getByLabelText('Value'), { target: { value: 'zzz' } });
    expect(screen.getByText('No row matches the filters')).toBeTruthy();
  });
});
