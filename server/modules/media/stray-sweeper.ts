import type { FastifyBaseLogger } from 'fastify'
import type { PhotoStore } from './photo-store.js'

/**
 * A photo no row holds that is older than this was stored by a write whose server died before
 * saving its row (or whose row change failed after it), and never sent again: no request runs
 * this long, on this node or another.
 */
export const STRAY_PHOTO_AGE_MS = 60 * 60 * 1000
/** Each sweep reads every row's photo list: at start-up, then hourly. */
const STRAY_SWEEP_EVERY_MS = 60 * 60 * 1000

/** One folder of photos and the paths its rows hold now. */
export interface StraySource {
  store: PhotoStore
  inUse: () => Promise<ReadonlySet<string>>
}

/**
 * Removes, now and hourly, the photos of every source that no row holds and that are over
 * STRAY_PHOTO_AGE_MS old (media/photo-store.ts `removeStrays`); answers the stopper, which
 * resolves once a sweep in flight has finished.
 */
export function startStraySweeper(
  sources: readonly StraySource[],
  log: FastifyBaseLogger,
): () => Promise<void> {
  const sweep = async () => {
    // Files carry the real clock, whatever clock the modules were given.
    const cutoff = Date.now() - STRAY_PHOTO_AGE_MS
    const removed: string[] = []
    for (const { store, inUse } of sources)
      removed.push(...(await store.removeStrays(cutoff, inUse)))
    if (removed.length) log.warn({ removed }, 'stray photos removed')
  }
  let running: Promise<void> = Promise.resolve()
  const run = () => {
    running = sweep().catch((error: unknown) => {
      log.error({ err: error }, 'stray photo sweep failed')
    })
  }
  run()
  const timer = setInterval(run, STRAY_SWEEP_EVERY_MS)
  timer.unref()
  // A sweep in flight finishes before the database it reads is closed.
  return () => {
    clearInterval(timer)
    return running
  }
}
