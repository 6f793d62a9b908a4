/** The signed-in toolbar's own buttons (issue 15): loaded with the signed-in app, never with the sign-in page. */
export const shellToolbarEn = {
  resources: {
    shellToolbar: {
      search: 'Search',
      shortcuts: 'Shortcuts',
      chooseShortcuts: 'Choose shortcuts',
      chat: 'Team Chat',
      quickPanel: 'Quick panel',
      themeSettings: 'Theme settings',
      inbox: 'Team chat',
    },
  },
};
