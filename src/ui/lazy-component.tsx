import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react'
import { common } from '../i18n/es/common'
import { ChunkBoundary } from './ChunkBoundary'
import { Notice } from './Notice'

type Frame = ComponentType<{ children: ReactNode }>

/** Paints nothing while the chunk arrives: for dialogs and overlays, which open over the screen. */
function NothingWhileLoading({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>
}

/**
 * A dialog whose chunk could not be fetched (offline in a first visit, before the service
 * worker held it): a line saying so, with the dialog's own way out, instead of the router's
 * error screen over the whole app. The next opening fetches it again.
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
        {common.notYetOffline}
      </Notice>
    </div>
  )
}

/**
 * A component whose code is a chunk of its own, downloaded the first time it renders: the
 * screens that show it keep a light first load. `Frame` is the Suspense boundary (and whatever
 * surrounds it) that paints while the chunk arrives; by default nothing, for a dialog or an
 * overlay, whose chunk failing to arrive shows a line with its `onClose` (a screen's frame
 * leaves that failure to the router's error screen).
 */
export function lazyComponent<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  Frame: Frame = NothingWhileLoading,
) {
  // One import for every opening; a rejected lazy() stays rejected, so a failed one is
  // replaced for the next opening.
  let Component = lazy(load)
  let hasFailed = false
  const isDialog = Frame === NothingWhileLoading
  return function LazyComponent(props: P) {
    useState(() => {
      if (hasFailed) {
        hasFailed = false
        Component = lazy(load)
      }
      return null
    })
    const content = (
      <Frame>
        <Component {...props} />
      </Frame>
    )
    if (!isDialog) return content
    const onClose = (props as { onClose?: () => void }).onClose
    return (
      <ChunkBoundary
        fallback={<Unavailable onClose={onClose} />}
        onCaught={() => {
          hasFailed = true
        }}
      >
        {content}
      </ChunkBoundary>
    )
  }
}
