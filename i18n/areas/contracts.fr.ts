/**
 * The words of send contract and the signing page, French reference. Each part is merged into the catalogue:
 * errors.* and messages.* (server keys and toasts), resources.* (screens), audit.actions.*.
 */
export const contractsFr = {
  errors: {},
  messages: {},
  resources: {},
  auditActions: {},
} as const;
