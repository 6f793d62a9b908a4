/** The retention review's words (issue 35): the period, the month's review, anonymize or keep. */
export const retentionFr = {
  resources: {
    retention: {
      name: 'Ligne de revue |||| Revue de conservation',
      title: 'Revue de conservation',
      intro:
        "Chaque mois, les clients sans prêt, demande ni dossier de recouvrement ouvert depuis la période de conservation. Confirmés, ils sont anonymisés : nom, coordonnées, NAS, informations bancaires et documents effacés ; prêts, montants, dates et comptabilité conservés. C'est irréversible.",
      period: 'Période de conservation (années)',
      periodHelp: 'Après le dernier dossier fermé (%{min} à %{max})',
      savePeriod: 'Enregistrer la période',
      periodSaved: 'Période de conservation enregistrée',
      run: 'Lancer la revue du mois',
      ran: 'Revue de %{month} : %{smart_count} client ajouté |||| Revue de %{month} : %{smart_count} clients ajoutés',
      fields: {
        reviewMonth: 'Mois',
        customerNumber: 'N° de client',
        name: 'Nom',
        lastActivity: 'Dernière activité',
        status: 'Statut',
        decidedBy: 'Décidé par',
        reason: 'Raison',
      },
      statuses: {
        DUE: 'À revoir',
        CONFIRMED: 'Anonymisation confirmée',
        KEPT: 'Conservé',
        ANONYMIZED: 'Anonymisé',
      },
      openFile: 'Dossier rouvert : rien n’a été effacé',
      anonymize: 'Anonymiser',
      confirmTitle: 'Anonymiser %{smart_count} client ? |||| Anonymiser %{smart_count} clients ?',
      confirmBody:
        'Leurs renseignements personnels seront effacés pour de bon. Leurs prêts, les montants, les dates et la comptabilité restent. Cette action ne peut pas être annulée.',
      confirmed:
        '%{smart_count} client confirmé : son anonymisation suit dans la minute |||| %{smart_count} clients confirmés : leur anonymisation suit dans la minute',
      keep: 'Conserver',
      keepTitle: 'Conserver les renseignements de %{name}',
      keepReason: 'Raison (litige, retenue légale…)',
      kept: "Renseignements conservés jusqu'à la revue du mois prochain",
      empty: 'Aucun client à revoir',
    },
  },
};
