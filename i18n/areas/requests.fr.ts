/** The words of the requests screens (resources.requests), French reference. */
export const requestsFr = {
  resources: {
    requests: {
      title: 'Demandes de prêt',
      noAccess: "Vous n'avez pas accès aux demandes de prêt. Communiquez avec l'administrateur au besoin.",
    },
  },
};
