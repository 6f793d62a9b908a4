import { describe, expect, it } from 'vitest';
import { boundedLog, idempotentSend } from './sandboxIdempotency';

interface Request {
  idempotencyKey: string;
  text: string;
}

class Conflict extends Error {}

/** A gateway counting the work it does, refusing empty texts. */
function gateway(rememberedKeys = 10) {
  const done: string[] = [];
  const send = idempotentSend<Request, string>({
    perform: async (request) => {
      if (!request.text) throw new Error('empty');
      done.push(request.text);
      return `answer ${done.length}`;
    },
    fingerprint: (request) => request.text,
    conflict: () => new Conflict('reused key'),
    rememberedKeys,
  });
  return { send, done };
}

describe('idempotentSend', () => {
  it('answers a repeated key with the first answer without doing the work again', async () => {
    const { send, done } = gateway();
    const first = await send({ idempotencyKey: 'k', text: 'a' });
    await expect(send({ idempotencyKey: 'k', text: 'a' })).resolves.toBe(first);
    expect(done).toEqual(['a']);
  });

  it('refuses a key reused for another request', async () => {
    const { send, done } = gateway();
    await send({ idempotencyKey: 'k', text: 'a' });
    await expect(send({ idempotencyKey: 'k', text: 'b' })).rejects.toBeInstanceOf(Conflict);
    expect(done).toEqual(['a']);
  });

  it('forgets a refused request so it may be corrected under the same key', async () => {
    const { send, done } = gateway();
    await expect(send({ idempotencyKey: 'k', text: '' })).rejects.toThrow('empty');
    await expect(send({ idempotencyKey: 'k', text: 'fixed' })).resolves.toBe('answer 1');
    expect(done).toEqual(['fixed']);
  });

  it('forgets the oldest key beyond the bound', async () => {
    const { send, done } = gateway(2);
    await send({ idempotencyKey: 'k1', text: 'a' });
    await send({ idempotencyKey: 'k2', text: 'b' });
    await send({ idempotencyKey: 'k3', text: 'c' });
    await send({ idempotencyKey: 'k2', text: 'b' });
    await expect(send({ idempotencyKey: 'k1', text: 'other' })).resolves.toBe('answer 4');
    expect(done).toEqual(['a', 'b', 'c', 'other']);
  });
});

describe('boundedLog', () => {
  it('keeps the last entries, oldest first, in a live array', () => {
    const log = boundedLog<number>(2);
    const entries = log.entries();
    log.add(1);
    log.add(2);
    log.add(3);
    expect(entries).toEqual([2, 3]);
    expect(log.entries()).toBe(entries);
  });
});
