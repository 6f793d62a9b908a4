import { createHash, createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { loadServerSecret } from '../../auth/secrets';
import { sqlArray } from '../../db/sqlArrays';
import { startPeriodicJob, type PeriodicJob } from '../../periodicJob';

/*
 * The audit trail's seals (issue 35). Entries are sealed after they commit, in the order the sealer
 * finds them, one transaction at a time under a lock: an entry's seal is the digest of its content
 * and an HMAC of that digest with the seal before it. Nothing waits for the seal on the way in, so
 * no transaction holds another up; a verification walks the seals and recomputes each.
 */

/** The first seal's "previous" hash. */
export const GENESIS = '0'.repeat(64);
const BATCH = 2_000;
/** Entries can commit out of id order: the sealer looks this far back for latecomers. */
const LATE_WINDOW = 100_000;
const LOCK = sql`pg_advisory_xact_lock(hashtext('guichet.audit-chain'))`;
export const SEAL_INTERVAL_MS = 10_000;

interface EntryRow extends Record<string, unknown> {
  id: number;
  at: string;
  actor_id: number | null;
  borrower_id: number | null;
  action: string;
  entity: string;
  entity_id: string;
  before: string | null;
  after: string | null;
}

/** What an entry says, written one way only (jsonb's own text for before and after). */
export const entryDigest = (entry: EntryRow) =>
  createHash('sha256')
    .update(
      JSON.stringify([
        entry.id,
        entry.at,
        entry.actor_id,
        entry.borrower_id,
        entry.action,
        entry.entity,
        entry.entity_id,
        entry.before,
        entry.after,
      ]),
    )
    .digest('hex');

/** A seal: the previous seal's hash and this entry's digest, under the server's key. */
export const sealHash = (key: string, prevHash: string, digest: string) =>
  createHmac('sha256', key).update(`${prevHash}:${digest}`).digest('hex');

const keys = new WeakMap<Database, Promise<string>>();
const chainKey = (ctx: Pick<AppContext, 'database'>) => {
  let key = keys.get(ctx.database);
  if (!key) {
    key = loadServerSecret(ctx.database.db, 'audit-chain', undefined, 'AUDIT_CHAIN_KEY');
    keys.set(ctx.database, key);
  }
  return key;
};

const ENTRY_COLUMNS = sql`a.id, to_char(a.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at,
  a.actor_id, a.borrower_id, a.action, a.entity, a.entity_id, a.before::text as before, a.after::text as after`;

/** Seals the committed entries not sealed yet, a batch per transaction: how many it sealed. */
export async function sealAuditLog(ctx: Pick<AppContext, 'database'>): Promise<number> {
  const key = await chainKey(ctx);
  let sealed = 0;
  for (;;) {
    const count = await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`select ${LOCK}`);
      const [last] = await tx.execute<{ hash: string; audit_id: number }>(
        sql`select hash, audit_id from audit_chain order by seq desc limit 1`,
      );
      const floor = Math.max(0, (last?.audit_id ?? 0) - LATE_WINDOW);
      const entries = await tx.execute<EntryRow>(sql`
        select ${ENTRY_COLUMNS} from audit_log a
         where a.id > ${floor} and not exists (select 1 from audit_chain c where c.audit_id = a.id)
         order by a.id limit ${BATCH}`);
      if (entries.length === 0) return 0;
      let prev = last?.hash ?? GENESIS;
      const seals = entries.map((entry) => {
        const digest = entryDigest(entry);
        const hash = sealHash(key, prev, digest);
        const seal = { auditId: Number(entry.id), digest, prev, hash };
        prev = hash;
        return seal;
      });
      await tx.execute(sql`
        insert into audit_chain (audit_id, entry_digest, prev_hash, hash)
        select * from unnest(${sqlArray(
          seals.map((s) => s.auditId),
          'int8',
        )}, ${sqlArray(
          seals.map((s) => s.digest),
          'text',
        )},
                             ${sqlArray(
                               seals.map((s) => s.prev),
                               'text',
                             )}, ${sqlArray(
                               seals.map((s) => s.hash),
                               'text',
                             )})`);
      return entries.length;
    });
    sealed += count;
    if (count < BATCH) return sealed;
  }
}

export interface ChainVerification {
  /** Entries in the trail, and how many are sealed. */
  entries: number;
  sealed: number;
  /** Entries erased for a person's anonymization: vouched for by their sealed digest. */
  redacted: number;
  /** Whether every seal holds, each entry as sealed and each seal on the one before. */
  intact: boolean;
  /** The first seal that does not hold, and why. */
  firstBreak: { seq: number; auditId: number; reason: 'content' | 'link' | 'hash' } | null;
  verifiedAt: string;
}

/**
 * Seals what is not yet, then walks every seal in order: each entry's content must give its digest
 * (an erased one is taken at its sealed digest), each seal must follow the one before, and each hash
 * must be the key's. The first that does not hold is named.
 */
export async function verifyAuditChain(ctx: Pick<AppContext, 'database'>): Promise<ChainVerification> {
  await sealAuditLog(ctx);
  const key = await chainKey(ctx);
  const { db } = ctx.database;
  let prev = GENESIS;
  let afterSeq = 0;
  let sealed = 0;
  let redacted = 0;
  let firstBreak: ChainVerification['firstBreak'] = null;
  while (!firstBreak) {
    const seals = await db.execute<
      EntryRow & { seq: number; entry_digest: string; prev_hash: string; hash: string; redacted: boolean }
    >(sql`
      select c.seq, c.entry_digest, c.prev_hash, c.hash, a.redacted_at is not null as redacted, ${ENTRY_COLUMNS}
        from audit_chain c join audit_log a on a.id = c.audit_id
       where c.seq > ${afterSeq} order by c.seq limit 5000`);
    if (seals.length === 0) break;
    for (const seal of seals) {
      const at = { seq: Number(seal.seq), auditId: Number(seal.id) };
      if (seal.redacted) redacted += 1;
      else if (entryDigest(seal) !== seal.entry_digest) firstBreak = { ...at, reason: 'content' };
      if (!firstBreak && seal.prev_hash !== prev) firstBreak = { ...at, reason: 'link' };
      if (!firstBreak && sealHash(key, prev, seal.entry_digest) !== seal.hash) firstBreak = { ...at, reason: 'hash' };
      if (firstBreak) break;
      prev = seal.hash;
      sealed += 1;
      afterSeq = at.seq;
    }
  }
  const [{ entries }] = await db.execute<{ entries: number }>(sql`select count(*)::int as entries from audit_log`);
  return { entries, sealed, redacted, intact: firstBreak === null, firstBreak, verifiedAt: new Date().toISOString() };
}

/** The server seals new entries every ten seconds. */
export const startAuditSealing = (ctx: Pick<AppContext, 'database'>, log: (line: string) => void): PeriodicJob =>
  startPeriodicJob('audit sealing', SEAL_INTERVAL_MS, () => sealAuditLog(ctx), log);
