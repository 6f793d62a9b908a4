/*
 * Issue 35's four eyes (maker-checker): the actions a lender can make wait for a second person, the
 * amount above which they wait, and the requests waiting. No I/O.
 */
import { z } from 'zod';
import type { Subject } from './permissionCatalogue';

/** The actions that can be put under four eyes, each at its own place in the product. */
export const CONTROLLED_ACTIONS = [
  'REBATE',
  'BALANCE_INCREASE',
  'WRITE_OFF',
  'LOAN_DELETION',
  'BANKING_CHANGE',
  'USER_ACCESS',
  'API_KEY_CREATION',
  'LOAN_CONFIGURATION',
] as const;
export type ControlledAction = (typeof CONTROLLED_ACTIONS)[number];

/** The actions that move an amount: their control can be kept to amounts above a threshold. */
export const ACTIONS_WITH_AMOUNT: readonly ControlledAction[] = ['REBATE', 'BALANCE_INCREASE', 'WRITE_OFF'];

/**
 * What a checker must be able to do besides `approve controls`: what the maker needed, so nobody
 * approves what they could not have done.
 */
export const ACTION_ABILITY: Record<ControlledAction, { action: 'update' | 'delete' | 'manage'; subject: Subject }> = {
  REBATE: { action: 'update', subject: 'loan' },
  BALANCE_INCREASE: { action: 'update', subject: 'loan' },
  WRITE_OFF: { action: 'manage', subject: 'accounting' },
  LOAN_DELETION: { action: 'delete', subject: 'loan' },
  BANKING_CHANGE: { action: 'update', subject: 'customer' },
  USER_ACCESS: { action: 'manage', subject: 'user' },
  API_KEY_CREATION: { action: 'manage', subject: 'api_key' },
  LOAN_CONFIGURATION: { action: 'update', subject: 'configuration' },
};

const control = z.strictObject({
  enabled: z.boolean(),
  /** Only amounts above this wait (cents); null: every one. Ignored for actions without an amount. */
  thresholdCents: z.number().int().min(0).max(100_000_000_00).nullable(),
});
export type Control = z.infer<typeof control>;

/** Configuration → Controls: one control per action. */
export const controlsValue = z.strictObject({
  controls: z.strictObject(
    Object.fromEntries(CONTROLLED_ACTIONS.map((action) => [action, control])) as Record<
      ControlledAction,
      typeof control
    >,
  ),
});
export type Controls = z.infer<typeof controlsValue>;

/** Every control off until the lender turns it on; a demo shows one: a rebate above $1,000. */
export function defaultControls(demo: boolean): Controls {
  const controls = Object.fromEntries(
    CONTROLLED_ACTIONS.map((action) => [action, { enabled: false, thresholdCents: null }]),
  ) as Controls['controls'];
  if (demo) controls.REBATE = { enabled: true, thresholdCents: 1_000_00 };
  return { controls };
}

/** Whether an action (of that amount, where it has one) must wait for a second person. */
export function requiresApproval(controls: Controls, action: ControlledAction, amountCents?: number | null): boolean {
  const { enabled, thresholdCents } = controls.controls[action];
  if (!enabled) return false;
  if (!ACTIONS_WITH_AMOUNT.includes(action) || thresholdCents === null) return true;
  return (amountCents ?? 0) > thresholdCents;
}

export const controlsRecord = controlsValue.extend({ version: z.number().int() });
export type ControlsRecord = z.infer<typeof controlsRecord>;
export const updateControlsBody = controlsValue.extend({ version: z.number().int().min(0) });
export type UpdateControlsInput = z.infer<typeof updateControlsBody>;

export const APPROVAL_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'STALE', 'WITHDRAWN'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** One line of "now / after approval": a field named by its key, its values typed for display. */
const shownValue = z.union([
  z.object({ money: z.number().int() }),
  z.object({ text: z.string() }),
  z.object({ list: z.array(z.string()) }),
  z.null(),
]);
export type ShownValue = z.infer<typeof shownValue>;
export const changeLine = z.object({ field: z.string(), now: shownValue, after: shownValue });
export type ChangeLine = z.infer<typeof changeLine>;

/** A request waiting for (or past) a second person's decision. */
export const approvalRequestRecord = z.object({
  id: z.number().int(),
  action: z.enum(CONTROLLED_ACTIONS),
  /** The record it changes: a loan, a customer, a user; the loan configuration; none for a new API key. */
  entity: z.string(),
  entityId: z.string().nullable(),
  /** What the record is called on screen: the loan's number, the customer's or user's name. */
  entityLabel: z.string().nullable(),
  amountCents: z.number().int().nullable(),
  status: z.enum(APPROVAL_STATUSES),
  makerId: z.number().int(),
  makerName: z.string().nullable(),
  checkerId: z.number().int().nullable(),
  checkerName: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type ApprovalRequestRecord = z.infer<typeof approvalRequestRecord>;

/** A request opened: the change beside the record's current state, and whether the caller may decide it. */
export const approvalRequestDetail = approvalRequestRecord.extend({
  changes: z.array(changeLine),
  canDecide: z.boolean(),
  /** The caller made it: they may withdraw it while it waits. */
  mine: z.boolean(),
});
export type ApprovalRequestDetail = z.infer<typeof approvalRequestDetail>;

/** The answer a controlled action gives instead of its effect: 202, and the request now waiting. */
export const awaitingApprovalAnswer = z.object({ approvalRequest: approvalRequestRecord });

export const approvalListFilter = z.strictObject({
  status: z.enum(APPROVAL_STATUSES).optional(),
  action: z.enum(CONTROLLED_ACTIONS).optional(),
  /** Mine: the requests the caller made. */
  mine: z.coerce.boolean().optional(),
});

export const REASON_MAX = 500;
export const approveBody = z.strictObject({ reason: z.string().trim().max(REASON_MAX).optional() });
/** A rejection says why: the maker reads it. */
export const rejectBody = z.strictObject({ reason: z.string().trim().min(1, 'validation.required').max(REASON_MAX) });
