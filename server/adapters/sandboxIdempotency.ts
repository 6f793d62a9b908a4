/** What a sandbox gateway needs to answer a repeated idempotency key as a real provider does. */
export interface IdempotentSendOptions<Request extends { idempotencyKey: string }, Answer> {
  /** Does the real work (deliver, transmit, invite) the first time a key is seen. */
  perform: (request: Request) => Promise<Answer>;
  /** What makes two requests "the same" (recipient and content): a key reused for another one is refused. */
  fingerprint: (request: Request) => string;
  /** The refusal for a key reused for another request (the gateway's own error). */
  conflict: () => Error;
  /** Keys remembered, oldest forgotten first, as a gateway keeps them for a day. */
  rememberedKeys: number;
}

/**
 * Wraps a sandbox gateway's send: a repeated key answers the first answer without doing the work
 * again; a key reused for another request is refused; a refused request is forgotten so it may be
 * corrected and sent again under the same key.
 */
export function idempotentSend<Request extends { idempotencyKey: string }, Answer>(
  options: IdempotentSendOptions<Request, Answer>,
): (request: Request) => Promise<Answer> {
  const { perform, fingerprint, conflict, rememberedKeys } = options;
  const answers = new Map<string, { fingerprint: string; answer: Promise<Answer> }>();
  return (request) => {
    const known = answers.get(request.idempotencyKey);
    if (known) return known.fingerprint === fingerprint(request) ? known.answer : Promise.reject(conflict());
    const answer = perform(request);
    answers.set(request.idempotencyKey, { fingerprint: fingerprint(request), answer });
    answer.catch(() => answers.delete(request.idempotencyKey));
    if (answers.size > rememberedKeys) answers.delete(answers.keys().next().value as string);
    return answer;
  };
}

/** A sandbox gateway's log of what it sent, oldest first, keeping only the last `limit` entries. */
export function boundedLog<Entry>(limit: number) {
  const entries: Entry[] = [];
  return {
    add(entry: Entry) {
      entries.push(entry);
      if (entries.length > limit) entries.shift();
    },
    /** The live log (what a test or a demonstration reads). */
    entries: (): readonly Entry[] => entries,
  };
}
