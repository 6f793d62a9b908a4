/** The configuration screen's words (resources.configuration), French reference. */
export const configurationFr = {
  resources: {
    configuration: {
      title: 'Configuration',
      tabs: {
        label: 'Sections de la configuration',
        loan: 'Prêts',
        messages: 'Messages',
        portal: 'Portail',
        general: 'Paramètres généraux',
        apiKeys: 'Clés API',
      },
      comingSoon: 'Cette section arrive avec le reste de la configuration.',
      loan: {
        title: 'Configuration des prêts',
        loading: 'Chargement de la configuration…',
        readOnly: 'Vous pouvez consulter cette configuration, mais pas la modifier.',
        offerTitle: 'Conditions offertes',
        fields: {
          annualInterestRate: "Taux d'intérêt annuel (%)",
          defaultPaymentProvider: 'Fournisseur de paiement par défaut',
          defaultFrequency: 'Fréquence de paiement par défaut',
          delayDays: 'Délai avant le premier paiement (jours)',
          brokerageFee: 'Frais de courtage',
          membershipFeePerPayment: "Frais d'adhésion par paiement",
          amount: 'Montant',
          numberOfPayments: 'Nombres de paiements',
          debitLeadBusinessDays: "Présenté avant l'échéance (jours ouvrables)",
          province: 'Province',
          nsfFeeCap: 'Frais NSF maximaux',
        },
        helpers: {
          annualInterestRate: 'Entre 0 et 100, au plus 4 décimales',
          defaultPaymentProvider: 'Pour le changer, communiquez avec l’équipe du fournisseur de paiement',
          delayDays: 'Entre 0 et 60 jours',
          numberOfPayments: 'Séparés par des virgules, ex. : 6, 8, 10, 12',
          debitLeadBusinessDays: 'Entre 1 et 5 ; un paiement aussi proche de son échéance ne peut plus être reporté',
        },
        debits: {
          title: 'Débits préautorisés',
          help: "Chaque paiement part à la banque de l'emprunteur comme débit ce nombre de jours ouvrables avant son échéance. Un débit retourné porte les frais NSF, au plus le plafond de la province de l'emprunteur.",
          capsTitle: 'Plafonds des frais NSF par province',
          addCap: 'Ajouter une province',
          removeCap: 'Retirer cette province',
        },
        matrix: {
          title: 'Matrice des montants',
          help: 'Chaque montant offert et les nombres de paiements permis pour le rembourser. Seuls les nouveaux prêts utilisent ces valeurs.',
          addAmount: 'Ajouter un montant',
          removeAmount: 'Retirer ce montant',
        },
      },
      fees: {
        title: 'Frais',
        help: "Une nouvelle valeur s'applique à partir de sa date d'entrée en vigueur; la valeur précédente reste en vigueur pour ce qui arrive avant.",
        kind: {
          NSF: 'Frais de NSF',
          DELAYED_PAYMENT: 'Frais de paiement en retard',
          INTERAC_DEPOSIT: 'Frais de dépôt Interac',
          AUTO_WITHDRAWAL: 'Frais de prélèvement automatique',
        },
        columns: {
          kind: 'Type de frais',
          amount: 'Montant',
          effectiveDate: "Date d'entrée en vigueur",
          status: 'Statut',
        },
        status: {
          inForce: 'En vigueur',
          upcoming: 'À venir',
          replaced: 'Remplacé',
        },
        add: 'Ajouter des frais',
        dialog: {
          title: 'Nouvelle valeur de frais',
          submit: 'Ajouter',
          cancel: 'Annuler',
        },
      },
    },
  },
} as const;
