/** The signed-in toolbar's own buttons (issue 15): loaded with the signed-in app, never with the sign-in page. */
export const shellToolbarFr = {
  resources: {
    shellToolbar: {
      search: 'Rechercher',
      shortcuts: 'Raccourcis',
      chooseShortcuts: 'Choisir les raccourcis',
      chat: "Clavardage d'équipe",
      quickPanel: 'Panneau rapide',
      themeSettings: 'Réglages du thème',
      inbox: "Clavardage d'équipe",
    },
  },
};
