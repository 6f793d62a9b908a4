/** The loan dialogs' words (resources.loanDialogs), French reference. */
export const loanDialogsFr = {
  cancel: 'Annuler',
} as const;
