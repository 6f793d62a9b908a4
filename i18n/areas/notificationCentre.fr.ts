/**
 * The words of the notification centre in the browser (the bell, the notifications page, the
 * global notices screen and banner, live refreshes), French reference. The notification types,
 * messages and toasts themselves are in notifications.fr.ts.
 */
export const notificationCentreFr = {
  errors: {},
  messages: {},
  resources: {
    notificationCentre: {
      bell: 'Notifications',
      bellUnread: 'Notifications, %{count} non lue |||| Notifications, %{count} non lues',
      title: 'Notifications',
      categories: 'Catégories de notifications',
      countLoading: 'Nombre en cours de chargement',
      seeMore: 'Voir plus',
      markAllRead: 'Tout marquer comme lu',
      markAllTitle: 'Tout marquer comme lu?',
      markAllContent:
        'Toutes les notifications de la catégorie « %{category} » seront marquées comme lues. Cette action est irréversible.',
      created: 'Créée le %{date}',
      read: 'Lue le %{date}',
      unread: 'Non lue',
      pageTitle: 'Notifications : %{category}',
      emptyPage: 'Aucune notification dans cette catégorie',
    },
    globalNotificationsScreen: {
      title: 'Notifications globales',
      intro:
        "Un message publié ici s'affiche en haut de l'écran de chaque utilisateur, dans sa langue, entre le début et la fin choisis.",
      create: 'Publier une notification',
      createTitle: 'Nouvelle notification globale',
      editTitle: 'Modifier la notification globale',
      edit: 'Modifier',
      delete: 'Retirer',
      deleteTitle: 'Retirer cette notification globale?',
      deleteContent: 'Elle ne sera plus affichée à personne.',
      empty: 'Aucune notification globale',
      actions: 'Actions',
      state: 'État',
      states: {
        showing: 'Affichée',
        upcoming: 'À venir',
        ended: 'Terminée',
      },
    },
    globalNoticeBanner: {
      label: 'Avis à tous les utilisateurs',
      close: 'Fermer cet avis',
    },
    liveRefresh: {
      changedElsewhere:
        "Quelqu'un d'autre vient de modifier cet enregistrement. Appuyez sur Mettre à jour pour voir ses changements : ce que vous avez saisi sera conservé.",
    },
  },
  auditActions: {},
} as const;
