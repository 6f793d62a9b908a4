/**
 * The words of the bell, notifications page, global notices, IBV, French reference. Each part is merged into the catalogue:
 * errors.* and messages.* (server keys and toasts), resources.* (screens), audit.actions.*.
 */
export const notificationsFr = {
  errors: {},
  messages: {},
  resources: {},
  auditActions: {},
} as const;
