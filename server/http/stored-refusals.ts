/**
 * Refusals a request stored as its key's answer while it ran (http/queued-writes.ts): the
 * scope's error handler (http/idempotency.ts) sends them as the first answer they are, rather
 * than looking the key up and sending them again as a replay.
 */
const storedRefusals = new WeakSet<Error>()

export function markStoredRefusal(error: Error): void {
  storedRefusals.add(error)
}

export const isStoredRefusal = (error: Error): boolean => storedRefusals.has(error)
