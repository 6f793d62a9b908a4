/**
 * The words of templates, sending messages to customers, French reference. Each part is merged into the catalogue:
 * errors.* and messages.* (server keys and toasts), resources.* (screens), audit.actions.*.
 */
export const messagingFr = {
  errors: {},
  messages: {},
  resources: {},
  auditActions: {},
} as const;
