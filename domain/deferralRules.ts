import { byLineDate, type LineState } from './loanView';
import type { PortalConfiguration } from './portalConfiguration';

/** Spec §9's deferral rules, as the portal configuration sets them. */
export type DeferralRules = Pick<
  PortalConfiguration,
  'deferralsPermitted' | 'firstPaymentDeferrable' | 'maxDeferralsPerLoan' | 'maxConsecutiveDeferrals'
>;

export type DeferralRefusal =
  | { key: 'errors.DEFERRAL_NOT_PERMITTED'; params?: undefined }
  | { key: 'errors.FIRST_PAYMENT_NOT_DEFERRABLE'; params?: undefined }
  | { key: 'errors.MAX_DEFERRALS_PER_LOAN_REACHED'; params: { maximum: number } }
  | { key: 'errors.MAX_CONSECUTIVE_DEFERRALS_REACHED'; params: { maximum: number } };

/** Lines of the schedule itself (not hand-entered payments), still part of the loan's history. */
const scheduleLines = (lines: readonly LineState[]) =>
  lines
    .filter((line) => line.kind === 'SCHEDULED' && line.status !== 'CANCELLED' && line.status !== 'REMOVED')
    .sort(byLineDate);

/** The loan's first payment: the schedule line numbered first (a deferral's new line comes later). */
export const firstPaymentOf = (lines: readonly LineState[]) =>
  lines
    .filter((line) => line.kind === 'SCHEDULED')
    .reduce<LineState | undefined>((first, line) => (!first || line.number < first.number ? line : first), undefined);

/**
 * How many deferrals in a row deferring this payment would make: the payment itself plus the
 * deferred lines right before and right after it in the schedule's date order (a deferred line keeps
 * its original date), up to the first payment that was debited or is still to come.
 */
export function consecutiveDeferralsWith(lines: readonly LineState[], paymentId: number): number {
  const ordered = scheduleLines(lines);
  const at = ordered.findIndex((line) => line.id === paymentId);
  if (at < 0) return 1;
  let run = 1;
  for (let i = at - 1; i >= 0 && ordered[i].status === 'DEFERRED'; i--) run++;
  for (let i = at + 1; i < ordered.length && ordered[i].status === 'DEFERRED'; i++) run++;
  return run;
}

/**
 * Whether the portal rules let this payment be deferred; the refusal (an i18n key and its
 * parameters) when they do not. Whether the payment can still move at all (scheduled, not yet sent
 * to the provider) is the loan engine's own check (isDeferrable).
 */
export function deferralRefusal(
  rules: DeferralRules,
  lines: readonly LineState[],
  paymentId: number,
): DeferralRefusal | null {
  if (!rules.deferralsPermitted) return { key: 'errors.DEFERRAL_NOT_PERMITTED' };
  if (!rules.firstPaymentDeferrable && firstPaymentOf(lines)?.id === paymentId)
    return { key: 'errors.FIRST_PAYMENT_NOT_DEFERRABLE' };
  const deferred = lines.filter((line) => line.status === 'DEFERRED').length;
  if (deferred >= rules.maxDeferralsPerLoan)
    return { key: 'errors.MAX_DEFERRALS_PER_LOAN_REACHED', params: { maximum: rules.maxDeferralsPerLoan } };
  if (consecutiveDeferralsWith(lines, paymentId) > rules.maxConsecutiveDeferrals) {
    return { key: 'errors.MAX_CONSECUTIVE_DEFERRALS_REACHED', params: { maximum: rules.maxConsecutiveDeferrals } };
  }
  return null;
}
