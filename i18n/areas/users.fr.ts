/** The words of the users screens (resources.users), French reference. */
export const usersFr = {
  resources: {
    users: {
      name: 'Utilisateur |||| Utilisateurs',
      fields: {
        id: 'Identifiant',
        q: 'Rechercher',
        email: 'Courriel',
        displayName: "Nom d'affichage",
        roles: 'Rôles',
        role: 'Rôle',
        permissions: 'Permissions',
        enabled: 'Actif',
        language: 'Langue',
        isSystemAdmin: 'Administrateur système',
        createdAt: 'Créé le',
        updatedAt: 'Modifié le',
        lastLoginAt: 'Dernière connexion',
        password: 'Mot de passe',
        passwordConfirm: 'Confirmer le mot de passe',
      },
      tabs: {
        users: 'Utilisateurs',
        permissions: 'Permissions',
      },
      title: 'Gestion des utilisateurs',
      edit: 'Modifier %{name}',
      never: 'Jamais',
      create: {
        title: 'Nouvel utilisateur',
        submit: 'Créer',
        noRole:
          "Sans rôle, cet utilisateur ne verra que « Changer le mot de passe » et « Se déconnecter » : choisissez au moins un rôle pour qu'il puisse travailler.",
      },
      generatedPassword: {
        title: 'Mot de passe généré',
        onlyOnce: "Le mot de passe généré n'est affiché qu'une seule fois",
        copy: 'Copier',
        close: "J'ai noté le mot de passe",
      },
      secondFactorPolicy: {
        title: 'Second facteur',
        help: "Les rôles cochés se connectent avec un second facteur (une application d'authentification) : leurs utilisateurs en inscrivent un juste après leur mot de passe.",
        save: 'Enregistrer',
        saved: 'Rôles tenus au second facteur enregistrés',
      },
      actions: {
        enable: 'Activer',
        disable: 'Désactiver',
        setPassword: 'Définir un mot de passe',
        sendNewPassword: 'Envoyer un nouveau mot de passe',
        sendNewPasswordConfirm: 'Envoyer un nouveau mot de passe par courriel à %{email}?',
        resetSecondFactors: 'Réinitialiser le second facteur',
        endSessions: 'Fermer toutes les sessions',
        endSessionsConfirm: 'Déconnecter %{email} partout maintenant? Ses pages ouvertes sont déconnectées aussitôt.',
        resetSecondFactorsConfirm:
          "Retirer l'application d'authentification et les codes de récupération de %{email}? La personne en sera avisée par courriel et devra en inscrire une nouvelle si son rôle l'exige.",
        deleteConfirmTitle: "Supprimer l'utilisateur",
        deleteConfirm: 'Supprimer définitivement %{email}?',
      },
      applyPreset: {
        message: 'Le rôle a changé. Voulez-vous appliquer les permissions par défaut de ce rôle?',
        apply: 'Appliquer les permissions du rôle',
      },
      permissionsEditor: {
        pickUser: 'Choisissez un utilisateur',
        noUser: 'Choisissez un utilisateur pour modifier ses permissions.',
        save: 'Enregistrer les permissions',
        subject: 'Sujet',
      },
      history: {
        title: 'Historique',
        empty: 'Aucune modification enregistrée',
        at: 'Date',
        actor: 'Par',
        action: 'Action',
        changes: 'Modifications',
        system: 'Système',
      },
    },
  },
};
