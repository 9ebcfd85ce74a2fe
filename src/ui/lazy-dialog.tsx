import { lazy, Suspense, useState, type ComponentType } from 'react'
import { common } from '../i18n/es/common'
import { offline } from '../i18n/es/offline'
import { ChunkBoundary, isChunkLoadError } from './ChunkBoundary'
import { Notice } from './Notice'

/**
 * A dialog whose chunk could not be fetched (offline in a first visit, before the service
 * worker held it): a line saying so, with the dialog's own way out, instead of the router's
 * error screen over the whole app.
 */
function Unavailable({ onClose }: { onClose: (() => void) | undefined }) {
  return (
    <div className="fixed inset-x-3 bottom-20 z-50 mx-auto max-w-md">
      <Notice
        kind="offline"
        action={
          onClose ? (
            <button type="button" onClick={onClose} className="min-h-11 px-2 font-semibold">
              {common.close}
            </button>
          ) : undefined
        }
      >
        {offline.notYetStored}
      </Notice>
    </div>
  )
}

/**
 * A dialog (or an overlay) whose code is a chunk of its own, downloaded the first time it opens:
 * nothing paints while it arrives (it opens over the screen), and a chunk that cannot arrive
 * shows a line with the dialog's `onClose`; the next opening fetches it again. Its own module,
 * apart from lazyComponent, so the visitor pages' budget does not carry it.
 */
export function lazyDialog<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  // One import for every opening; a rejected lazy() stays rejected, so a failed one is
  // replaced for the next opening.
  let Component = lazy(load)
  let hasFailed = false
  return function LazyDialog(props: P) {
    useState(() => {
      if (hasFailed) {
        hasFailed = false
        Component = lazy(load)
      }
      return null
    })
    const onClose = (props as { onClose?: () => void }).onClose
    return (
      <ChunkBoundary
        fallback={<Unavailable onClose={onClose} />}
        catches={(error) => {
          // Read when the fallback shows: the next opening makes a new import.
          hasFailed = isChunkLoadError(error)
          return hasFailed
        }}
      >
        <Suspense fallback={null}>
          <Component {...props} />
        </Suspense>
      </ChunkBoundary>
    )
  }
}
