/** The loans screens' words (resources.loans), French reference. */
export const loansFr = {
  name: 'Prêt |||| Prêts',
} as const;
