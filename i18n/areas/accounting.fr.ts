/** The words of the books' screens (resources.accounting, issue 34), French reference. */
export const accountingFr = {
  resources: {
    accounting: {
      title: 'Comptabilité',
      tabs: {
        label: 'Sections de la comptabilité',
        'trial-balance': 'Balance de vérification',
        journal: 'Journal',
      },
      accountTypes: {
        ASSET: 'Actif',
        LIABILITY: 'Passif',
        EQUITY: 'Capitaux propres',
        INCOME: 'Produits',
        EXPENSE: 'Charges',
      },
      trialBalance: {
        date: 'Au',
        tableLabel: 'Balance de vérification au %{date}',
        number: 'Numéro',
        account: 'Compte',
        type: 'Type',
        debit: 'Débit',
        credit: 'Crédit',
        total: 'Total',
        balanced: 'Les débits égalent les crédits.',
        unbalanced: 'Les débits et les crédits diffèrent de %{difference} : signalez-le à un administrateur.',
        empty: 'Aucune écriture à cette date.',
      },
    },
    'accounting/journal': {
      name: 'Ligne du journal |||| Journal',
      fields: {
        date: 'Date',
        entryId: 'Écriture',
        kind: 'Opération',
        loanId: 'Prêt',
        account: 'Compte',
        accountId: 'Compte',
        debit: 'Débit',
        credit: 'Crédit',
        from: 'Du',
        to: 'Au',
      },
      loan: 'Prêt n° %{id}',
      empty: 'Aucune ligne du journal ne correspond.',
    },
  },
};
