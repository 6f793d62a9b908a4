import { runtimeKey, messageKey } from '../../providers/translation';
import type { MessageKey } from '../../providers/translation';
import {
  changeRequestStatusBody,
  REQUEST_TRANSITIONS,
  STATUSES_WITH_AMOUNT,
  STATUSES_WITH_REASON,
  type ChangeRequestStatusInput,
  type DenialReason,
  type RequestStatus,
} from '../../domain/requests';
import type { Language } from '../../i18n/types';
import { dollarsTextToCents } from '../../domain/money';

/** Spec §4: pre-approving and accepting ask for an amount, denying for a reason. */
export const asksAmount = (status: RequestStatus) => STATUSES_WITH_AMOUNT.includes(status);
export const asksReason = (status: RequestStatus) => STATUSES_WITH_REASON.includes(status);

/** Only the changes the shared rules allow from where the request is (domain REQUEST_TRANSITIONS). */
export const allowedTargets = (from: RequestStatus): readonly RequestStatus[] => REQUEST_TRANSITIONS[from] ?? [];

export interface StatusChangeForm {
  /** Dollars as typed, in the agent's language. */
  amountText: string;
  denialReason: DenialReason | '';
}

export type StatusChangeErrors = Partial<Record<'amount' | 'denialReason' | 'status', MessageKey>>;

/**
 * The dialog's answer as the body of POST /api/requests/:id/status, checked with the server's own
 * schema: an amount in integer cents (typed in dollars) only where one is asked, a reason only
 * for a denial. Errors are i18n keys per field.
 */
export function statusChangeInput(
  target: RequestStatus,
  form: StatusChangeForm,
  version: number,
  language: Language,
): { input: ChangeRequestStatusInput } | { errors: StatusChangeErrors } {
  const amount = asksAmount(target) ? dollarsTextToCents(form.amountText, language) : null;
  const candidate = {
    status: target,
    version,
    ...(amount !== null ? { amount } : {}),
    ...(asksReason(target) && form.denialReason ? { denialReason: form.denialReason } : {}),
  };
  const parsed = changeRequestStatusBody.safeParse(candidate);
  if (parsed.success) return { input: parsed.data };
  const errors: StatusChangeErrors = {};
  for (const issue of parsed.error.issues) {
    const field = (issue.path[0] as keyof StatusChangeErrors | undefined) ?? 'status';
    // The shared schema's messages are catalogue keys (domain/requests.ts).
    errors[field] ??= issue.message.startsWith('validation.')
      ? runtimeKey(issue.message)
      : messageKey('validation.invalid');
  }
  return { errors };
}
