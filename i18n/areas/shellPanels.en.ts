/** The shell's panels' words (issue 15), loaded with the panel that shows them (providers/screenWords.ts). */
export const shellPanelsEn = {
  resources: {
    shellPanels: {
      search: {
        placeholder: 'A page, a customer, a loan number',
        noResults: 'No results..',
        searching: 'Searching…',
        pages: 'Pages',
        customers: 'Customers',
        loans: 'Loans',
        customer: '%{name} (no. %{number})',
        loan: 'Loan %{number} — %{name}',
      },
    },
  },
};
