import type { z } from 'zod';
import type { depositEventRecord, depositListRecord, depositRecord, eftFileRecord } from '../domain/depositRecords';

/*
 * What the deposits API answers, inferred from its answers' schemas (domain/depositRecords.ts):
 * cents, ISO instants.
 */

/** A row of GET /api/deposits. */
export type DepositListRecord = z.infer<typeof depositListRecord>;
/** GET /api/deposits/:id and the answer of every deposit action. */
export type DepositRecord = z.infer<typeof depositRecord>;
/** One step of a deposit's history. */
export type DepositEventRecord = z.infer<typeof depositEventRecord>;
/** The CPA-005 file an EFT went in. */
export type EftFileRecord = z.infer<typeof eftFileRecord>;
/** POST /api/deposits/batches/run: what "send now" did. */
export interface MoneyRunRecord {
  resent: number;
  presented: number;
  files: number;
  items: number;
  providerSteps: number;
}
