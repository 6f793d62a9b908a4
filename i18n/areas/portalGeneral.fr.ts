/**
 * The words of the portal and general settings tabs and the company logo, French reference. Each part is merged into the catalogue:
 * errors.* and messages.* (server keys and toasts), validation.* (field messages), resources.* (screens), audit.actions.*.
 */
export const portalGeneralFr = {
  errors: {
    DEFERRAL_NOT_PERMITTED: 'Les reports de paiement ne sont pas permis.',
    FIRST_PAYMENT_NOT_DEFERRABLE: 'Le premier paiement d’un prêt ne peut pas être reporté.',
    MAX_DEFERRALS_PER_LOAN_REACHED: 'Ce prêt a atteint le maximum de %{maximum} reports de paiement.',
    MAX_CONSECUTIVE_DEFERRALS_REACHED: 'Ce report dépasserait le maximum de %{maximum} reports consécutifs.',
  },
  messages: {
    PORTAL_CONFIGURATION_SAVED: 'La configuration du portail a été enregistrée',
    GENERAL_SETTINGS_SAVED: 'Les paramètres généraux ont été enregistrés',
    LOGO_UPLOADED: 'Le logo a été enregistré',
    LOGO_REMOVED: 'Le logo a été retiré',
  },
  validation: {
    webUrl: 'Entrez une adresse web complète (https://…)',
    colour: 'Entrez une couleur au format #rrggbb',
    deferralMaximum: 'Entrez un nombre entier entre 1 et 52',
    consecutiveAbovePerLoan: 'Ne peut pas dépasser le maximum de reports par prêt',
    logoNotPng: 'Seuls les fichiers PNG sont acceptés.',
    logoTooLarge: "L'image doit mesurer au plus 200 x 200 pixels.",
    logoFileTooLarge: 'Ce fichier dépasse 1 Mo',
    logoOneFile: 'Envoyez un seul fichier',
  },
  resources: {
    portalConfiguration: {
      title: 'Configuration du portail',
      loading: 'Chargement de la configuration du portail…',
      readOnly: 'Vous pouvez consulter cette configuration, mais pas la modifier.',
      openPortal: 'Ouvrir l’espace client',
      sections: {
        deferrals: 'Reports de paiement',
        loanView: 'Affichage des prêts',
        support: 'Soutien à la clientèle',
        colours: 'Couleurs',
      },
      fields: {
        deferralsPermitted: 'Reports de paiement permis',
        firstPaymentDeferrable: 'Le premier paiement peut être reporté',
        maxDeferralsPerLoan: 'Maximum de reports par prêt',
        maxConsecutiveDeferrals: 'Maximum de reports consécutifs',
        loanView: 'Prêts montrés au client',
        supportEmail: 'Courriel du soutien',
        supportPhone: 'Téléphone du soutien',
        termsUrl: 'Adresse des conditions d’utilisation',
        policyUrl: 'Adresse de la politique de confidentialité',
        primaryColour: 'Couleur principale',
        secondaryColour: 'Couleur secondaire',
      },
      helpers: {
        maximum: 'Entre 1 et 52',
        url: 'Adresse complète, ex. : https://www.exemple.ca/conditions',
        colour: 'Format #rrggbb',
      },
      loanViews: {
        CURRENT_LOAN_ONLY: 'Le prêt en cours seulement',
        ALL_LOANS_DETAILED: 'Tous les prêts, en détail',
        CURRENT_AND_PAST_SUMMARY: 'Le prêt en cours et un sommaire des prêts passés',
      },
      preview: 'Aperçu des couleurs',
    },
    generalSettings: {
      title: 'Paramètres généraux',
      loading: 'Chargement des paramètres généraux…',
      readOnly: 'Vous pouvez consulter ces paramètres, mais pas les modifier.',
      fields: {
        adminEmail: "Courriel de l'administrateur",
        companyName: "Nom de l'entreprise",
      },
      logo: {
        title: "Logo de l'entreprise",
        help: 'Une image PNG d’au plus 200 x 200 pixels. Elle paraît dans la barre du haut, sur les PDF et dans les courriels.',
        none: 'Aucun logo',
        alt: 'Logo de %{name}',
        size: '%{width} x %{height} pixels',
        file: 'Fichier du logo',
        upload: 'Téléverser le logo',
        remove: 'Retirer le logo',
        confirmRemove: 'Retirer le logo? Le nom de l’entreprise paraîtra seul.',
      },
    },
  },
  auditActions: {
    portalConfiguration: {
      updated: 'Configuration du portail modifiée',
    },
    generalSettings: {
      updated: 'Paramètres généraux modifiés',
      'logo-uploaded': 'Logo téléversé',
      'logo-removed': 'Logo retiré',
    },
  },
} as const;
