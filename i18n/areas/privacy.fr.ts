/**
 * The words of a customer's access request (the personal-information export), French reference.
 * Each part is merged into the signed-in catalogue: messages.*, resources.privacy.* and the
 * customer's audit actions (audit.actions.customer.*).
 */
export const privacyFr = {
  messages: {
    PERSONAL_INFORMATION_EXPORTED: "Archive téléchargée : l'export figure à l'historique du client",
  },
  resources: {
    privacy: {
      export: {
        button: 'Exporter les renseignements personnels',
        busy: "Préparation de l'archive…",
      },
    },
  },
  auditActions: {
    customer: {
      exported: 'Renseignements personnels exportés',
    },
  },
} as const;
