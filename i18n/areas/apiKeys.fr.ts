/**
 * The words of API keys and the website intake, French reference. Each part is merged into the catalogue:
 * errors.* and messages.* (server keys and toasts), resources.* (screens), audit.actions.*.
 */
export const apiKeysFr = {
  errors: {
    API_KEY_NAME_TAKEN: 'Une clé portant ce nom existe déjà',
    API_KEY_ALREADY_INACTIVE: 'La clé « %{name} » est déjà désactivée, et une clé désactivée le reste',
    API_KEY_MISSING: "Clé d'API manquante : envoyez-la dans l'en-tête X-Api-Key",
    API_KEY_INVALID: "Clé d'API inconnue ou mal formée",
    API_KEY_INACTIVE: "Cette clé d'API a été désactivée ; demandez-en une nouvelle à l'administrateur",
    INTAKE_RATE_LIMITED: 'Trop de demandes avec cette clé (%{max} par minute) ; réessayez dans %{seconds} s',
    INTAKE_KEYS_REFUSED: 'Trop de clés refusées depuis cette adresse (%{max} par minute) ; réessayez dans %{seconds} s',
  },
  messages: {
    API_KEY_CREATED: 'Clé créée',
    API_KEY_DEACTIVATED: 'Clé désactivée',
  },
  resources: {
    'api-keys': {
      name: "Clé d'API |||| Clés d'API",
      title: "Clés d'API",
      intro:
        "Un site web envoie des demandes de prêt avec une clé dans l'en-tête X-Api-Key. Chaque clé n'est montrée qu'une fois, à sa création.",
      fields: {
        name: 'Nom',
        prefix: 'Début de la clé',
        status: 'Statut',
        createdAt: 'Créée le',
        createdByName: 'Créée par',
        lastUsedAt: 'Dernière utilisation',
        deactivatedAt: 'Désactivée le',
      },
      status: {
        ACTIVE: 'Active',
        INACTIVE: 'Inactive',
      },
      neverUsed: 'Jamais',
      empty: "Aucune clé d'API",
      noAccess: "Vous n'avez pas accès aux clés d'API. Communiquez avec l'administrateur au besoin.",
      loading: 'Chargement des clés…',
      actions: 'Actions',
      create: {
        button: 'Nouvelle clé',
        title: "Nouvelle clé d'API",
        help: 'Un nom qui dit où la clé sert, par exemple « Site web principal ».',
        submit: 'Créer la clé',
      },
      created: {
        title: 'Clé « %{name} » créée',
        onlyOnce:
          'Copiez cette clé maintenant : elle ne sera plus jamais affichée. Si elle se perd, désactivez-la et créez-en une autre.',
        value: 'Clé',
        copy: 'Copier la clé',
        copied: 'Clé copiée',
        close: "J'ai copié la clé",
      },
      deactivate: {
        button: 'Désactiver',
        buttonFor: 'Désactiver la clé « %{name} »',
        title: 'Désactiver la clé « %{name} » ?',
        body: 'Les appels faits avec cette clé seront refusés immédiatement. La désactivation est définitive : la clé ne pourra pas être réactivée.',
        confirm: 'Désactiver définitivement',
      },
    },
  },
  auditActions: {
    api_key: {
      created: "Clé d'API créée",
      deactivated: "Clé d'API désactivée",
      'request-received': "Demande reçue avec cette clé d'API",
    },
    intake: {
      'customer-created': 'Client créé par le site web',
      'request-created': 'Demande reçue du site web',
    },
  },
} as const;
