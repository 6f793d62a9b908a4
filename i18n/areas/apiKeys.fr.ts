/**
 * The words of API keys and the website intake, French reference. Each part is merged into the catalogue:
 * errors.* and messages.* (server keys and toasts), resources.* (screens), audit.actions.*.
 */
export const apiKeysFr = {
  errors: {},
  messages: {},
  resources: {},
  auditActions: {},
} as const;
