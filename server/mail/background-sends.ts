import type { FastifyBaseLogger } from 'fastify'

/**
 * Mails sent after the answer, not before it: the request does not wait on a mail server, and
 * a send that fails is logged, never turned into the request's failure. `drain()` at shutdown
 * waits for the sends still under way.
 */
export function createBackgroundSends(log: Pick<FastifyBaseLogger, 'error'>, what: string) {
  const inFlight = new Set<Promise<void>>()
  return {
    run(task: () => Promise<void>): void {
      // setImmediate: not even the task's first synchronous steps run before the answer is sent.
      const run: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => log.error({ err: error }, `${what} failed`))
        .finally(() => inFlight.delete(run))
      inFlight.add(run)
    },
    async drain(): Promise<void> {
      await Promise.allSettled([...inFlight])
    },
  }
}
