import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  awaitingApprovalAnswer,
  requiresApproval,
  type ApprovalRequestRecord,
  type ControlledAction,
} from '../../../domain/controls';
import type { AppContext } from '../../context';
import { currentUser } from '../../auth/guard';
import { fileForApproval, type ControlledChange } from './approvals';
import { readControls } from './controlsSettings';

/** A controlled route's other answer: 202, the request now waiting for a checker. */
export const awaitingApproval = { 202: awaitingApprovalAnswer };

/**
 * Runs a controlled action, or — when the lender's controls make it wait — files it for a second
 * person and answers 202 with the request instead. The change is described (what it touches, for
 * how much: reads of their own) only when the action's control is on; `describe` answers null when
 * this call is not under control (a customer's save that leaves the banking alone).
 */
export async function underFourEyes<T>(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  action: ControlledAction,
  describe: () => Promise<Omit<ControlledChange, 'action'> | null> | Omit<ControlledChange, 'action'> | null,
  run: () => Promise<T>,
): Promise<T | { approvalRequest: ApprovalRequestRecord }> {
  const controls = await readControls(ctx, ctx.database.db);
  if (!controls.controls[action].enabled) return run();
  const change = await describe();
  if (!change || !requiresApproval(controls, action, change.amountCents)) return run();
  reply.code(202);
  return { approvalRequest: await fileForApproval(ctx, currentUser(request), { ...change, action }) };
}
