import type { FastifyInstance } from 'fastify'

/**
 * Starts a module's timer (a reminder or expiry sweep) with the app and stops it when the app
 * closes, so a closed app (tests, a graceful shutdown) leaves nothing running.
 */
export function runUntilClose(app: FastifyInstance, start: () => () => void): void {
  const stop = start()
  app.addHook('onClose', (_instance, done) => {
    stop()
    done()
  })
}
