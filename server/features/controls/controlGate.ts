import type { FastifyReply, FastifyRequest } from 'fastify';
import { awaitingApprovalAnswer, type ApprovalRequestRecord } from '../../../domain/controls';
import type { AppContext } from '../../context';
import { currentUser } from '../../auth/guard';
import { fileForApproval, type ControlledChange } from './approvals';

/** A controlled route's other answer: 202, the request now waiting for a checker. */
export const awaitingApproval = { 202: awaitingApprovalAnswer };

/**
 * Runs a controlled action, or — when the lender's controls make it wait — files it for a second
 * person and answers 202 with the request instead. `change` null: this call is not under control
 * (nothing of it is controlled, as a customer's save that leaves the banking alone).
 */
export async function underFourEyes<T>(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  change: ControlledChange | null,
  run: () => Promise<T>,
): Promise<T | { approvalRequest: ApprovalRequestRecord }> {
  const filed = change && (await fileForApproval(ctx, currentUser(request), change));
  if (!filed) return run();
  reply.code(202);
  return { approvalRequest: filed };
}
