import { and, eq, inArray, or } from 'drizzle-orm';
import {
  isMappingPair,
  MAPPING_KINDS,
  MAPPING_PARTS,
  mayBeCounter,
  type AccountRecord,
  type CreateAccountInput,
  type MappingRecord,
  type UpdateAccountInput,
  type UpdateMappingsInput,
} from '../../../domain/accounting';
import type { AppContext } from '../../context';
import { audit } from '../audit/audit';
import { invalidInput, notFound, refuse } from '../../http/errors';
import { glAccounts, glMappings } from './tables';
import { listAccounts } from './books';

/** Who changes the chart: the audit names them. */
type Actor = { id: number };

const accountById = async (ctx: AppContext, id: number): Promise<AccountRecord> => {
  const account = (await listAccounts(ctx)).find((row) => row.id === id);
  if (!account) throw notFound();
  return account;
};

/** A new account of the chart (Configuration → Accounting); its number is its own. */
export async function addAccount(ctx: AppContext, actor: Actor, input: CreateAccountInput): Promise<AccountRecord> {
  const id = await ctx.database.db.transaction(async (tx) => {
    const [created] = await tx.insert(glAccounts).values(input).onConflictDoNothing().returning({ id: glAccounts.id });
    if (!created) throw invalidInput({ number: 'validation.duplicate' });
    await audit(tx, {
      actorId: actor.id,
      action: 'account.created',
      entity: 'account',
      entityId: created.id,
      after: input,
    });
    return created.id;
  });
  return accountById(ctx, id);
}

/**
 * An account renamed, disabled or enabled again. A disabled account keeps its lines and balance;
 * one a mapping still moves cannot be disabled (no ledger entry may go unbooked).
 */
export async function updateAccount(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: UpdateAccountInput,
): Promise<AccountRecord> {
  await ctx.database.db.transaction(async (tx) => {
    const [before] = await tx.select().from(glAccounts).where(eq(glAccounts.id, id)).for('update');
    if (!before) throw notFound();
    if (!input.enabled && before.enabled) {
      const [mapped] = await tx
        .select({ kind: glMappings.kind })
        .from(glMappings)
        .where(or(eq(glMappings.debitAccountId, id), eq(glMappings.creditAccountId, id)))
        .limit(1);
      if (mapped) throw refuse('ACCOUNT_IN_MAPPING');
    }
    await tx.update(glAccounts).set(input).where(eq(glAccounts.id, id));
    await audit(tx, {
      actorId: actor.id,
      action: 'account.updated',
      entity: 'account',
      entityId: id,
      before: { nameFr: before.nameFr, nameEn: before.nameEn, enabled: before.enabled },
      after: input,
    });
  });
  return accountById(ctx, id);
}

/** Every kind's parts, with the receivable each keeps and the counter-account that moves it. */
export async function listMappings(ctx: AppContext): Promise<MappingRecord[]> {
  const rows = await ctx.database.db.select().from(glMappings);
  // The loan entries' kinds first, then the providers' movements, each in the domain's order.
  const rank = (row: { kind: string; part: string }) =>
    MAPPING_KINDS.indexOf(row.kind as never) * 10 + MAPPING_PARTS.indexOf(row.part as never);
  rows.sort((a, b) => rank(a) - rank(b));
  return rows.map((row) => ({
    kind: row.kind,
    part: row.part,
    owedAccountId: row.debitAccountId,
    counterAccountId: row.creditAccountId,
  }));
}

/**
 * New counter-accounts for some kinds' parts, from the next entry on (the journal already written
 * stays as it was). Each must be an enabled account other than the part's receivable.
 */
export async function updateMappings(
  ctx: AppContext,
  actor: Actor,
  input: UpdateMappingsInput,
): Promise<MappingRecord[]> {
  await ctx.database.db.transaction(async (tx) => {
    const wanted = [...new Set(input.mappings.map((mapping) => mapping.counterAccountId))];
    const accounts = await tx.select().from(glAccounts).where(inArray(glAccounts.id, wanted));
    const usable = new Map(accounts.filter((account) => account.enabled).map((account) => [account.id, account]));
    const errors: Record<string, string> = {};
    input.mappings.forEach((mapping, index) => {
      const account = usable.get(mapping.counterAccountId);
      if (!isMappingPair(mapping.kind, mapping.part)) errors[`mappings.${index}.part`] = 'validation.invalid';
      else if (!account || !mayBeCounter(mapping.part, account.role))
        errors[`mappings.${index}.counterAccountId`] = 'validation.invalid';
    });
    if (Object.keys(errors).length > 0) throw invalidInput(errors);
    const before = await listMappings(ctx);
    for (const mapping of input.mappings) {
      await tx
        .update(glMappings)
        .set({ creditAccountId: mapping.counterAccountId })
        .where(and(eq(glMappings.kind, mapping.kind), eq(glMappings.part, mapping.part)));
    }
    await audit(tx, {
      actorId: actor.id,
      action: 'accountMappings.updated',
      entity: 'account',
      entityId: 'mappings',
      before: before.filter((row) => input.mappings.some((m) => m.kind === row.kind && m.part === row.part)),
      after: input.mappings,
    });
  });
  return listMappings(ctx);
}
