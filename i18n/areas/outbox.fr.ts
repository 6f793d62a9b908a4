/** The words of the outbox screens (resources.outbox), French reference. */
export const outboxFr = {
  resources: {
    outbox: {
      name: "Courriel non envoyé |||| Boîte d'envoi",
      fields: {
        id: 'Identifiant',
        to: 'Destinataire',
        subject: 'Objet',
        text: 'Message',
        html: 'Message (HTML)',
        createdAt: 'Créé le',
        sentAt: 'Envoyé le',
      },
      notSent: 'Non envoyé',
      empty: "La boîte d'envoi est vide",
    },
  },
};
