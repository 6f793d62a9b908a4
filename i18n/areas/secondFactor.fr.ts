/** The second factor's words (issue 35): the sign-in's second step, the enrolment, the profile's section; loaded with them. */
export const secondFactorFr = {
  pages: {
    secondFactor: {
      enterCode: "Entrez le code à six chiffres affiché par votre application d'authentification.",
      enterRecoveryCode: "Entrez l'un de vos codes de récupération : chacun ne sert qu'une fois.",
      code: 'Code à six chiffres',
      recoveryCode: 'Code de récupération',
      verify: 'Vérifier',
      useRecoveryCode: 'Utiliser un code de récupération',
      useApp: "Utiliser l'application d'authentification",
      required: 'Votre rôle exige un second facteur : inscrivez une application d’authentification pour continuer.',
      scan: "Balayez ce code QR avec votre application d'authentification (Google Authenticator, Microsoft Authenticator, 1Password…).",
      qrAlt: "Code QR de l'application d'authentification",
      secretLabel: 'Ou entrez cette clé dans l’application :',
      confirm: 'Confirmer',
      recoveryCodes: 'Codes de récupération',
      recoveryCodesOnce:
        "Gardez ces dix codes de récupération en lieu sûr : ils ne seront plus affichés. Chacun permet une connexion sans l'application.",
      recoveryCodesHelp: 'Un code utilisé ne sert plus; vous pouvez en obtenir dix nouveaux depuis votre profil.',
      copyCodes: 'Copier les codes',
      codesSaved: 'Je les ai gardés, continuer',
      profileTitle: 'Second facteur',
      profileHint:
        "Après le mot de passe, une clé d'accès ou un code de votre application d'authentification : un mot de passe volé ne suffit plus.",
      profileRequired: 'Votre rôle exige un second facteur.',
      noFactor: 'Aucun second facteur',
      authenticatorApp: "Application d'authentification",
      addedOn: 'ajouté le %{date}',
      lastUsed: 'dernière utilisation le %{date}',
      addApp: "Ajouter une application d'authentification",
      removeFactor: 'Retirer %{name}',
      factorAdded: "Application d'authentification ajoutée",
      factorRemoved: 'Second facteur retiré',
      recoveryCodesLeft:
        '%{smart_count} code de récupération inutilisé |||| %{smart_count} codes de récupération inutilisés',
      newRecoveryCodes: 'Nouveaux codes de récupération',
      close: 'Fermer',
      usePasskey: "Utiliser une clé d'accès",
      passkeyPrompt:
        "Confirmez avec la clé d'accès inscrite à votre profil : votre appareil demandera votre empreinte, votre visage ou votre NIP.",
      signInWithPasskey: "Se connecter avec une clé d'accès",
      passkey: "Clé d'accès",
      addPasskey: "Ajouter une clé d'accès",
      passkeyName: "Nom de cette clé d'accès",
      passkeyNameHelp: 'Pour la reconnaître dans la liste, p. ex. « Portable du bureau ».',
      passkeyDefaultName: "Clé d'accès",
      passkeyExplain:
        'Votre appareil (ordinateur, téléphone ou clé de sécurité) crée une clé pour Guichet à cette adresse seulement; il vous demandera de confirmer.',
      register: 'Inscrire',
      passkeyAdded: "Clé d'accès ajoutée",
    },
  },
};
