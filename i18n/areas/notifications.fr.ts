/**
 * The words of the bell, notifications page, global notices, IBV, French reference. Each part is merged into the catalogue:
 * errors.* and messages.* (server keys and toasts), resources.* (screens), audit.actions.*.
 */
export const notificationsFr = {
  errors: {
    IBV_CUSTOMER_EMAIL_REQUIRED:
      "Ce client n'a pas de courriel : le lien de vérification bancaire ne peut pas lui être envoyé.",
    IBV_SESSION_UNKNOWN: 'Cette vérification bancaire est inconnue du fournisseur.',
    IBV_BANK_UNKNOWN: "Cette institution n'est pas offerte par le fournisseur de vérification bancaire.",
    IBV_BANK_REFUSED: "L'institution a refusé de lier le compte.",
    NOTIFICATION_ACTION_FAILED: "L'action sur les notifications a échoué. Veuillez réessayer.",
  },
  messages: {
    IBV_REQUEST_SENT: 'Demande de VBI envoyée',
    NOTIFICATIONS_MARKED_READ: 'Toutes les notifications ont été marquées comme lues',
    GLOBAL_NOTIFICATION_SAVED: 'La notification globale a été enregistrée',
    GLOBAL_NOTIFICATION_DELETED: 'La notification globale a été retirée',
  },
  resources: {
    notifications: {
      name: 'Notification |||| Notifications',
      empty: 'Aucune nouvelle notification',
      categories: {
        ALL: 'Toutes',
        ACCEPTED: 'Acceptées',
        PREAPPROVED: 'Préapprouvées',
        CONTRACT: 'Contrats',
        REJECT: 'Refusées',
        IBV: 'VBI',
        CANCELLED_PAYMENT: 'Paiements annulés',
        TRANSACTION_LIMIT_EXCEEDED: 'Limite de transactions',
        TRANSACTION_LIMIT_RATE: 'Fréquence des transactions',
        CANCELLED_DEPOSIT: 'Dépôts annulés',
        SUCCESS_DEPOSIT: 'Dépôts réussis',
        PROMISE_BROKEN: 'Promesses non tenues',
        APPROVAL_REQUESTED: 'Approbations',
        APPROVAL_DECIDED: 'Mes demandes',
      },
      messages: {
        ACCEPTED: 'Demande acceptée : %{customerName}',
        PREAPPROVED: 'Demande préapprouvée : %{customerName}',
        REJECT: 'Demande refusée : %{customerName}',
        IBV: 'Vérification bancaire complétée : %{customerName}',
        IBV_FAILED: 'Vérification bancaire échouée : %{customerName}',
        CONTRACT: 'Contrat signé : %{customerName}',
        CANCELLED_PAYMENT: 'Paiement annulé : %{customerName}',
        TRANSACTION_LIMIT_EXCEEDED: 'Limite de transactions du fournisseur de paiement dépassée',
        TRANSACTION_LIMIT_RATE: 'Limite de fréquence des transactions du fournisseur de paiement atteinte',
        CANCELLED_DEPOSIT: 'Dépôt annulé : %{customerName}',
        SUCCESS_DEPOSIT: 'Dépôt réussi : %{customerName}',
        PROMISE_BROKEN: 'Promesse non tenue : %{customerName}',
        APPROVAL_REQUESTED: 'Approbation demandée par %{makerName} : %{subject}',
        APPROVAL_DECIDED: 'Votre demande a été tranchée : %{subject}',
        APPROVAL_DECIDED_APPROVED: 'Votre demande a été approuvée : %{subject}',
        APPROVAL_DECIDED_REJECTED: 'Votre demande a été refusée : %{subject}',
        APPROVAL_DECIDED_STALE: "Votre demande n'a pu être appliquée, le dossier a changé entre-temps : %{subject}",
      },
      actions: {
        sendIbvRequest: 'Envoyer une demande de VBI',
      },
      ibvPage: {
        title: 'Vérification bancaire',
        greeting: 'Bonjour %{firstName},',
        intro:
          'Pour compléter votre demande de prêt, choisissez votre institution financière et liez votre compte. Nous ne voyons jamais votre mot de passe.',
        chooseBank: 'Votre institution financière',
        link: 'Lier mon compte',
        completed: 'Merci! Votre compte chez %{institution} est lié. Vous pouvez fermer cette page.',
        failed:
          "La vérification n'a pas pu être faite. Communiquez avec votre conseiller pour recevoir un nouveau lien.",
        expired: 'Ce lien est expiré. Communiquez avec votre conseiller pour en recevoir un nouveau.',
        replaced: 'Ce lien a été remplacé par un plus récent. Utilisez le dernier lien reçu.',
        unknown: "Ce lien n'est pas valide.",
      },
      ibvEmail: {
        subject: 'Vérification de votre compte bancaire',
        body: 'Bonjour %{firstName},\n\nPour compléter votre demande de prêt, veuillez lier votre compte bancaire en suivant ce lien :\n%{link}\n\nCe lien est valide pendant 7 jours.',
      },
    },
    'global-notifications': {
      name: 'Notification globale |||| Notifications globales',
      fields: {
        messageFr: 'Message en français',
        messageEn: 'Message en anglais',
        startsAt: 'Début',
        endsAt: 'Fin',
        createdAt: 'Créée le',
      },
    },
  },
  auditActions: {
    ibvRequest: {
      sent: 'Demande de VBI envoyée',
      completed: 'Vérification bancaire complétée',
      failed: 'Vérification bancaire échouée',
    },
    globalNotification: {
      created: 'Notification globale publiée',
      updated: 'Notification globale modifiée',
      deleted: 'Notification globale retirée',
    },
  },
} as const;
