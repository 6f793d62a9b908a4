/**
 * The words of the portal and general settings tabs and the company logo, French reference. Each part is merged into the catalogue:
 * errors.* and messages.* (server keys and toasts), resources.* (screens), audit.actions.*.
 */
export const portalGeneralFr = {
  errors: {},
  messages: {},
  resources: {},
  auditActions: {},
} as const;
