/** The shell's panels' words (issue 15), loaded with the panel that shows them (providers/screenWords.ts). */
export const shellPanelsFr = {
  resources: {
    shellPanels: {
      search: {
        placeholder: 'Une page, un client, un numéro de prêt',
        noResults: 'Aucun résultat..',
        searching: 'Recherche…',
        pages: 'Pages',
        customers: 'Clients',
        loans: 'Prêts',
        customer: '%{name} (n° %{number})',
        loan: 'Prêt %{number} — %{name}',
      },
    },
  },
};
