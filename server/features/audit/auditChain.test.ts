import { describe, expect, it } from 'vitest';
import { entryDigest, GENESIS, sealHash } from './auditChain';

const entry = {
  id: 1,
  at: '2026-11-29T12:00:00.000000Z',
  actor_id: 3,
  borrower_id: null,
  action: 'customer.sin-revealed',
  entity: 'customer',
  entity_id: '17',
  before: null,
  after: '{"sin": "046454286"}',
};

/** A chain of seals over entries, as the sealer writes them. */
function chainOf(key: string, entries: (typeof entry)[]) {
  let prev = GENESIS;
  return entries.map((e) => {
    const digest = entryDigest(e);
    prev = sealHash(key, prev, digest);
    return { digest, hash: prev };
  });
}

describe('the audit chain', () => {
  it('digests an entry the same way every time, and differently for any change', () => {
    expect(entryDigest(entry)).toBe(entryDigest({ ...entry }));
    expect(entryDigest({ ...entry, actor_id: 4 })).not.toBe(entryDigest(entry));
    expect(entryDigest({ ...entry, after: '{"sin": "046454287"}' })).not.toBe(entryDigest(entry));
  });

  it('links each seal to the one before under the key: another key, another order or a removed entry give other seals', () => {
    const entries = [entry, { ...entry, id: 2 }, { ...entry, id: 3 }];
    const chain = chainOf('k'.repeat(32), entries);
    expect(chainOf('k'.repeat(32), entries)).toEqual(chain);
    expect(chainOf('x'.repeat(32), entries)[2].hash).not.toBe(chain[2].hash);
    expect(chainOf('k'.repeat(32), [entries[0], entries[2], entries[1]])[2].hash).not.toBe(chain[2].hash);
    expect(chainOf('k'.repeat(32), [entries[0], entries[2]])[1].hash).not.toBe(chain[2].hash);
    expect(chain[0].hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
