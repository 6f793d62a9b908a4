/** The collections' and agreements' refusals, field messages and success messages, French reference (their screens' words: collectionScreens.fr.ts). */
export const collectionsFr = {
  validation: {
    agreementEmpty: 'Ajoutez au moins un paiement',
    agreementTooMany: 'Au plus 52 paiements',
    agreementDateOrder: 'Chaque paiement vient après le précédent',
    agreementTotal: 'Les paiements doivent totaliser exactement ce qui est dû',
  },
  errors: {
    AGREEMENT_TOTAL: 'Les paiements convenus doivent totaliser exactement ce qui est dû : %{amount}',
    AGREEMENT_EXISTS: 'Ce dossier a déjà une entente en cours (n° %{id})',
    AGREEMENT_DEBIT_OUT: "Un débit de ce prêt est déjà à la banque : concluez l'entente une fois son sort connu",
    AGREEMENT_NOT_ACTIVE: "Cette entente n'est plus en cours",
    AGREEMENT_PAYMENT_DEPOSITED: 'Ce paiement est déjà déposé',
    AGREEMENT_PAYMENT_BY_DEBIT: 'Ce paiement est prélevé par débit : il est confirmé quand la banque le paie',
    AGREEMENT_NO_BANK_ACCOUNT:
      "L'emprunteur n'a pas de compte bancaire au dossier : l'entente ne peut être payée que par Interac",
    AGREEMENT_NO_ARREARS: "Rien n'est en retard hormis le solde entier : concluez l'entente sur tout ce qui est dû",
    AGREEMENT_NOTHING_TO_CHANGE: 'Chaque paiement de cette entente est déposé ou déjà à la banque',
    COLLECTION_FILE_SETTLED: 'Ce dossier de recouvrement est réglé : il ne peut plus être modifié',
    COLLECTION_FILE_EXISTS: 'Ce prêt a déjà un dossier de recouvrement ouvert (n° %{id})',
    COLLECTION_FILE_STILL_OWED: 'Ce dossier ne peut pas être réglé : %{amount} sont encore en retard',
    CONTACT_PACING_WEEK:
      'Cet emprunteur a déjà été contacté %{limit} fois dans les sept derniers jours. Confirmez pour consigner ce contact quand même.',
    CONTACT_PACING_HOLIDAY:
      "Aujourd'hui est un jour férié : la règle de l'Ontario interdit d'y joindre un emprunteur. Confirmez pour consigner ce contact quand même.",
  },
  messages: {
    AGREEMENT_SAVED: 'Entente de paiement conclue',
    AGREEMENT_CHANGED: 'Entente de paiement modifiée',
    AGREEMENT_DEPOSIT_CONFIRMED: 'Date de dépôt confirmée',
    COLLECTION_INFO_SAVED: 'Informations de recouvrement enregistrées',
    COLLECTION_NOTE_SAVED: 'Note ajoutée',
    COLLECTION_CONTACT_SAVED: 'Contact consigné',
    COLLECTION_PROMISE_SAVED: 'Promesse enregistrée',
    COLLECTION_TRANSFER_SAVED: 'Virement inscrit au prêt',
    COLLECTION_FILES_SWEPT:
      '%{files} dossiers mis à jour : %{degreeMoves} changements de degré, %{settled} réglés, %{broken} promesses non tenues',
    COLLECTION_FILES_ASSIGNED: '%{smart_count} dossier confié |||| %{smart_count} dossiers confiés',
  },
};
